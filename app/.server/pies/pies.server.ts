// The pie area on the web server (ADR 0063): the pie hub's data and guard, the creation
// wizard's saves, Create pie, checkout, and the public pie page, through the platform API.
// Every hub loader and action runs the pie hub guard (app/lib/pies/guard.ts).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalExcept, refusalOrThrow, refusalReply, refusalStatus, type RefusableSubmission } from "~/.server/platform/responses.server";
import {
  CheckoutPieDocument,
  CreatePieDocument,
  DiscardEmptyPieDraftDocument,
  JoinPieWaitingListDocument,
  PieHubDocument,
  PieOnboardingDocument,
  PiePageDocument,
  SavePieAppearanceDocument,
  SavePieDetailsDocument,
  SavePieSlicesDocument,
  StartPieDocument,
} from "~/graphql/generated";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { LAYER_PICTURE_INTENTS, layerPictureAction, loadAppearanceOptions } from "~/.server/pies/assets.server";
import { PIE_CHECKOUT, PIE_HUB, PIE_HUB_OVERVIEW, decidePieHubAccess, isWizardPage } from "~/lib/pies/guard";
import { centsOf, pieAppearanceSchema, pieDetailsSchema, pieSlicesSchema } from "~/lib/pies/forms";
import { PIE_LAYERS, pieMessages as m } from "../../../contract/pies/messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");
/** The onboarding notice is shown once: this cookie remembers it was. */
const ONBOARDING_SEEN_COOKIE = "pie_onboarding_seen";

/** The member, their pie, the pies they moderate, and whether they may create one. */
export async function loadPieHub(context: Ctx, url: URL) {
  requireUser(context, url);
  const answer = await loadOrThrow(context, () => getApi(context).query(PieHubDocument), url);
  // The pies the member moderates that are live (the edit page's, ADR 0081): the hub's picker.
  const moderated = answer.pie.myModeratorPies.filter((pie) => pie.operationalState === "ACTIVE");
  return { me: answer.user.me, pie: answer.pie.myPie, moderated };
}
export type PieHubData = Awaited<ReturnType<typeof loadPieHub>>;

/**
 * The pie hub guard, for the hub's layout loader and every hub action: where the member may
 * not be, a redirect. Leaving the wizard's pages discards a draft whose Details were never saved.
 */
export async function guardPieHub(context: Ctx, url: URL): Promise<PieHubData> {
  let hub = await loadPieHub(context, url);
  if (hub.pie && hub.pie.operationalState === "DRAFT" && !hub.pie.displayName && !isWizardPage(url.pathname)) {
    await getApi(context).query(DiscardEmptyPieDraftDocument);
    hub = { ...hub, pie: null };
  }
  const target = decidePieHubAccess({ pie: hub.pie, moderated: hub.moderated }, url.pathname + url.search);
  if (target) throw redirect(target);
  return hub;
}

function refusalAnswer(context: Ctx, url: URL, error: unknown, submission: RefusableSubmission<SubmissionResult<string[]>>) {
  const refusal = refusalOrThrow(context, error, url, shownRefusal);
  return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
}

/** The hub's index: start the wizard, or join the waiting list. */
export async function pieHubIndexAction(context: Ctx, intent: string, url: URL) {
  await guardPieHub(context, url);
  try {
    if (intent === "join-waiting-list") {
      await getApi(context).query(JoinPieWaitingListDocument);
      return redirect(PIE_HUB);
    }
    await getApi(context).query(StartPieDocument);
    getSession(context).flash({ kind: "success", message: m.draftStarted });
    return redirect(`${PIE_HUB}/details`);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
}

export async function savePieDetails(context: Ctx, request: Request, url: URL) {
  await guardPieHub(context, url);
  const submission = parseWithZod(await request.formData(), {
    schema: pieDetailsSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { displayName, slug, bio } = submission.value;
  try {
    await getApi(context).query(SavePieDetailsDocument, {
      input: { displayName, slug: slug ?? null, bio: bio ?? null },
    });
    return redirect(`${PIE_HUB}/appearance`);
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

/** The Appearance step's data: the hub's draft and its choices (ADR 0085). */
export async function loadWizardAppearance(context: Ctx, url: URL) {
  const hub = await guardPieHub(context, url);
  return hub.pie ? loadAppearanceOptions(context, url, hub.pie.pieId) : null;
}

export async function savePieAppearance(context: Ctx, request: Request, url: URL) {
  const hub = await guardPieHub(context, url);
  const form = await request.formData();
  // The step's picture forms (ADR 0085).
  if (hub.pie && (LAYER_PICTURE_INTENTS as readonly string[]).includes(String(form.get("intent")))) return layerPictureAction(context, url, hub.pie.pieId, form);
  const submission = parseWithZod(form, {
    schema: pieAppearanceSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const input = Object.fromEntries(PIE_LAYERS.map((layer) => [layer, value[layer] ?? null])) as {
    background: string;
    napkin: string;
    crust: string;
    filling: string;
    plate: string | null;
    topping: string | null;
    fork: string | null;
  };
  try {
    await getApi(context).query(SavePieAppearanceDocument, { input });
    return redirect(`${PIE_HUB}/slices`);
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

export async function savePieSlices(context: Ctx, request: Request, url: URL) {
  await guardPieHub(context, url);
  const submission = parseWithZod(await request.formData(), {
    schema: pieSlicesSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { maxSlices, issuedSlices, slicePrice } = submission.value;
  try {
    await getApi(context).query(SavePieSlicesDocument, {
      input: { maxSlices, issuedSlices, slicePriceCents: centsOf(slicePrice) },
    });
    return redirect(`${PIE_HUB}/summary`);
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

/** Summary's Create pie: to checkout (or, for a free pie, straight to the dashboard). */
export async function createPieAction(context: Ctx, url: URL) {
  await guardPieHub(context, url);
  try {
    const { pie } = await getApi(context).query(CreatePieDocument);
    getSession(context).flash({
      kind: "success",
      message: pie.create.operationalState === "ACTIVE" ? m.activated : m.created,
    });
    return redirect(pie.create.operationalState === "ACTIVE" ? PIE_HUB_OVERVIEW : PIE_CHECKOUT);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
}

/** The checkout page: the member's PENDING pie; an active one goes to its dashboard. */
export async function loadPieCheckout(context: Ctx, url: URL) {
  const hub = await loadPieHub(context, url);
  if (hub.pie?.operationalState === "ACTIVE") {
    if (url.searchParams.get("paid")) getSession(context).flash({ kind: "success", message: m.activated });
    throw redirect(PIE_HUB_OVERVIEW);
  }
  if (hub.pie?.operationalState !== "PENDING") throw redirect(PIE_HUB);
  return {
    pie: hub.pie,
    paid: url.searchParams.has("paid"),
    cancelled: url.searchParams.has("cancelled"),
  };
}

export async function payPieAction(context: Ctx, url: URL) {
  await loadPieCheckout(context, url);
  try {
    const { pie } = await getApi(context).query(CheckoutPieDocument);
    const target = pie.checkout.checkoutUrl;
    if (!target) return redirect(PIE_HUB_OVERVIEW);
    if (!isSafeCheckoutUrl(target, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${target}`);
    return redirect(target);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
}

/** The public pie page (signed out too). */
export async function loadPiePage(context: Ctx, idOrSlug: string, url: URL) {
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PiePageDocument, { idOrSlug }), url);
  const { publicUrl, productName } = webEnv();
  return { pie: pie.bySlugOrId, site: { publicUrl, productName } };
}

/**
 * Whether to show the onboarding notice (spec 3 §2): the member's pie is neither complete nor
 * absent, and they have not seen it on this browser; the cookie set with it makes it once only.
 */
export async function onboardingNotice(context: Ctx, request: Request): Promise<{ show: boolean; headers: HeadersInit | undefined }> {
  if (!getSession(context).user) return { show: false, headers: undefined };
  if ((request.headers.get("cookie") ?? "").split(/;\s*/).includes(`${ONBOARDING_SEEN_COOKIE}=1`)) return { show: false, headers: undefined };
  const pie = (await getApi(context).query(PieOnboardingDocument)).pie.myPie;
  if (!pie || pie.onBoardingProcess === "COMPLETE" || pie.onBoardingProcess === "NONE") return { show: false, headers: undefined };
  return {
    show: true,
    headers: {
      "Set-Cookie": `${ONBOARDING_SEEN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`,
    },
  };
}
