// Payout accounts in settings: the section's data, its connect and disconnect buttons, and
// the provider's return page (/payout/process, spec 1 §2.3: without `code` it is /404).
import { href, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireOwner, requireUser } from "~/.server/platform/page-guards.server";
import { anyRefusal, loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { CompletePayoutConnectionDocument, DisconnectPayoutAccountDocument, PayoutSettingsDocument, StartPayoutConnectionDocument } from "~/graphql/generated";
import type { PayoutSectionData } from "~/components/account/settings/payout-accounts";
import { decideCodeRequired } from "~/lib/guards";
import { payoutMessages as m } from "../../../contract/account/profile";

type Ctx = Readonly<RouterContextProvider>;
const SETTINGS = href("/profile/settings");

export async function loadPayoutSection(context: Ctx, url: URL): Promise<PayoutSectionData> {
  const { user } = await loadOrThrow(context, () => getApi(context).query(PayoutSettingsDocument), url);
  return { available: user.payoutConnectionAvailable, accounts: user.me.payoutAccounts };
}

/** Connect (off to the provider's onboarding) or disconnect one account, told apart by intent. Owner only. */
export async function answerPayoutAction(context: Ctx, request: Request, url: URL) {
  requireOwner(context, url);
  const form = await request.formData();
  const session = getSession(context);
  const api = getApi(context);
  try {
    if (form.get("intent") === "connect") {
      const { user } = await api.query(StartPayoutConnectionDocument);
      // A document navigation: the provider's onboarding is another site (the sandbox comes straight back).
      return redirectDocument(user.startPayoutConnection);
    }
    await api.query(DisconnectPayoutAccountDocument, { payoutAccountId: String(form.get("payoutAccountId") ?? "") });
    session.flash({ kind: "success", message: m.disconnected });
  } catch (error) {
    session.flash({ kind: "danger", message: refusalOrThrow(context, error, url, anyRefusal).message });
  }
  return redirect(SETTINGS);
}

/** The provider sent the member back: link the account, then show it in settings. */
export async function completePayoutReturn(context: Ctx, url: URL) {
  requireUser(context, url);
  const session = getSession(context);
  const target = decideCodeRequired({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) throw redirect(target);
  try {
    await getApi(context).query(CompletePayoutConnectionDocument, {
      input: { code: url.searchParams.get("code") ?? "", state: url.searchParams.get("state") ?? "" },
    });
    session.flash({ kind: "success", message: m.connected });
  } catch (error) {
    session.flash({ kind: "danger", message: refusalOrThrow(context, error, url, anyRefusal).message });
  }
  return redirect(SETTINGS);
}
