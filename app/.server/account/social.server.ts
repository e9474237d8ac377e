// The Social tab: which shown accounts can be connected here, and its two buttons.
// Connecting starts the API's round trip (POST /api/auth/social/connect), sets the binding
// cookie the callback checks (docs/decisions/0009) and sends the browser to the provider.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { configuredProviderNames } from "~/.server/access/social.server";
import { serializeCookie } from "~/.server/platform/cookies.server";
import { webEnv } from "~/.server/platform/env.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireOwner } from "~/.server/platform/page-guards.server";
import { refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { DisconnectSocialDocument } from "~/graphql/generated";
import { disconnectSocialSchema } from "~/lib/account/profile-schemas";
import { profileTexts } from "~/lib/account/profile-texts";
import { SHOWN_SOCIAL_PROVIDERS, signInProviderOf, SOCIAL_PROVIDER_LABELS, type ShownSocialProvider } from "../../../contract/account/profile";

type Ctx = Readonly<RouterContextProvider>;
const BINDING_MAX_AGE_SECONDS = 10 * 60;

/** Shown providers that have a configured client here (or the local stand-in outside production). */
export function connectableProviders(): ShownSocialProvider[] {
  const configured = new Set<string>(configuredProviderNames());
  return SHOWN_SOCIAL_PROVIDERS.filter((provider) => configured.has(signInProviderOf(provider)));
}

/** Connect or disconnect, told apart by intent. Only the account's owner (not staff acting as them). */
export async function answerSocialAction(context: Ctx, request: Request, url: URL) {
  requireOwner(context, url);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: disconnectSocialSchema });
  if (submission.status !== "success") return data({ error: profileTexts.socialUnavailable }, { status: 400 });
  const { provider } = submission.value;
  const label = SOCIAL_PROVIDER_LABELS[provider];
  const api = getApi(context);
  try {
    if (form.get("intent") === "connect") {
      if (!connectableProviders().includes(provider)) return data({ error: profileTexts.socialUnavailable }, { status: 400 });
      const started = await api.auth("social/connect", { provider }, { bearer: true });
      const secure = webEnv().publicUrl.startsWith("https://");
      const cookie = serializeCookie(secure ? "__Host-social_binding" : "social_binding", started.binding, { maxAgeSeconds: BINDING_MAX_AGE_SECONDS, secure });
      // A document navigation: the provider is another site (or, locally, a page outside the app).
      return redirectDocument(started.location, { headers: { "Set-Cookie": cookie } });
    }
    await api.query(DisconnectSocialDocument, { provider });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: profileTexts.disconnected(label) });
  return redirect(url.pathname);
}
