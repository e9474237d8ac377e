// The pie hub's Sales tab, edit page and pie award on the web server (ADR 0074), through the
// platform API. Every hub loader and action runs the pie hub guard; the API checks the pie's
// permissions on every call.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import {
  ActivatePieAwardDocument,
  PieAwardModalDocument,
  PieEditDocument,
  PieSalesDocument,
  PieSlugAvailabilityDocument,
  ReleasePieSlicesDocument,
  ReturnFromPieUpgradeDocument,
  UpdatePieAppearanceDocument,
  UpdatePieDetailsDocument,
  UpdatePieSlicePriceDocument,
  UpgradePieDocument,
} from "~/graphql/generated";
import { guardPieHub } from "~/.server/pies/pies.server";
import { LAYER_PICTURE_INTENTS, layerPictureAction, loadAppearanceOptions } from "~/.server/pies/assets.server";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { centsOf, pieAppearanceSchema, pieDetailsSchema } from "~/lib/pies/forms";
import { pieEditPath, pieEditTabOf, releaseSchema, salesSortOf, slicePriceSchema, upgradeSchema } from "~/lib/pies/dashboard-forms";
import { pieEditTabsFor } from "~/lib/pies/moderation";
import { safeRedirect } from "~/lib/safe-redirect";
import { PIE_LAYERS } from "../../../contract/pies/messages";
import { dashboardMessages as m, type PieEditTab } from "../../../contract/pies/dashboard-messages";

import { loadPieManage, PIE_MANAGE_INTENTS, pieManageAction } from "./team.server";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

/** /legacy/pie-hub/sales: the hub's pie's sales, a page at a time (?sort=newest|amount, ?after=). */
export async function loadPieSales(context: Ctx, url: URL) {
  const hub = await guardPieHub(context, url);
  const pie = hub.pie;
  if (!pie) throw notFoundResponse();
  const sort = salesSortOf(url);
  // The table's pager (spec 3 §9): ?page=N, 50 a page; a page that is not a whole number is the first.
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 20_000 ? asked : 1;
  const { pie: answer } = await loadOrThrow(context, () => getApi(context).query(PieSalesDocument, { pieId: pie.pieId, sort, page }), url);
  return { pie, sort, page, sales: answer.sales };
}

/** The edit page's pie (its id or address), with its tab; a pie the viewer has no part in is not found. */
export async function loadPieEdit(context: Ctx, url: URL, id: string) {
  const hub = await guardPieHub(context, url);
  const api = getApi(context);
  const { pie: answer } = await loadOrThrow(context, () => api.query(PieEditDocument, { idOrSlug: id }), url);
  const pie = answer.bySlugOrId;
  if (pie.userPermissions.length === 0 || pie.operationalState !== "ACTIVE") throw notFoundResponse();
  // A moderator sees only the tabs their flags allow (ADR 0081); one with none has no edit page.
  const tabs = pieEditTabsFor(pie.userPermissions);
  if (tabs.length === 0) throw notFoundResponse();
  const asked = pieEditTabOf(url);
  if (!tabs.includes(asked)) throw redirect(pieEditPath(pie.pieId, tabs[0]));
  const tab = asked;
  // The payment provider sends the payer back here (?upgrade=, ?cancelled=1 when they left).
  const upgradeId = tab === "upgrade" ? url.searchParams.get("upgrade") : null;
  const upgrade = upgradeId
    ? (await loadOrThrow(context, () => api.query(ReturnFromPieUpgradeDocument, { orderId: upgradeId, left: url.searchParams.get("cancelled") === "1" }), url)).pie.returnFromUpgrade
    : null;
  // The Manage tab: the team and the pending transfer (ADR 0073).
  const manage = tab === "manage" ? (await loadPieManage(context, url, hub, id)).pie : null;
  // The Appearance tab's choices: the catalogue and the pie's own pictures (ADR 0085).
  const appearanceOptions = tab === "appearance" ? await loadAppearanceOptions(context, url, pie.pieId) : null;
  const own = hub.pie?.pieId === pie.pieId;
  return { pie, own, tabs, tab, upgrade, manage, appearanceOptions, releaseKey: randomUUID(), upgradeKey: randomUUID() };
}
export type PieEditData = Awaited<ReturnType<typeof loadPieEdit>>;

function refused(context: Ctx, url: URL, error: unknown, intent: string, submission: Parameters<typeof refusalReply>[0]) {
  const refusal = refusalOrThrow(context, error, url, shownRefusal);
  return data({ intent, result: refusalReply(submission, refusal), notice: null }, { status: refusalStatus(refusal) });
}

const INTENT_TABS: Readonly<Record<string, PieEditTab>> = {
  details: "details",
  "check-slug": "details",
  appearance: "appearance",
  "upload-layer-picture": "appearance",
  "delete-layer-picture": "appearance",
  price: "slices",
  release: "slices",
  upgrade: "upgrade",
};

/** The edit page's forms, told apart by intent; each saves, then back to its tab. */
export async function pieEditAction(context: Ctx, request: Request, url: URL, id: string) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // The Manage tab's forms load what they need themselves.
  if ((PIE_MANAGE_INTENTS as readonly string[]).includes(intent)) return pieManageAction(context, formData, url, id);
  // Re-checked with the tab the form belongs to: a form of a tab the viewer may not use goes back to one they may (ADR 0081).
  const { pie } = await loadPieEdit(context, new URL(`${url.pathname}?tab=${INTENT_TABS[intent] ?? "details"}`, url), id);
  const api = getApi(context);
  const session = getSession(context);
  const back = (tab: Parameters<typeof pieEditPath>[1]) => redirect(pieEditPath(pie.pieId, tab));

  if (intent === "details" || intent === "check-slug") {
    const submission = parseWithZod(formData, { schema: pieDetailsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, { status: 400 });
    const { displayName, slug, bio } = submission.value;
    try {
      if (intent === "check-slug") {
        const typed = slug ?? "";
        const { pie: answer } = await api.query(PieSlugAvailabilityDocument, { pieId: pie.pieId, slug: typed });
        const availability = answer.slugAvailability;
        const notice = availability === "AVAILABLE" ? m.addressAvailable(typed) : availability === "YOURS" ? m.addressYours(typed) : null;
        if (notice) return data({ intent, result: submission.reply(), notice });
        return data({ intent, result: submission.reply({ fieldErrors: { slug: [m.addressTaken(typed)] } }), notice: null }, { status: 400 });
      }
      await api.query(UpdatePieDetailsDocument, { pieId: pie.pieId, input: { displayName, slug: slug ?? null, bio: bio ?? null } });
      session.flash({ kind: "success", message: m.detailsSaved });
      return back("details");
    } catch (error) {
      return refused(context, url, error, intent, submission);
    }
  }

  if ((LAYER_PICTURE_INTENTS as readonly string[]).includes(intent)) return layerPictureAction(context, url, pie.pieId, formData);

  if (intent === "appearance") {
    const submission = parseWithZod(formData, { schema: pieAppearanceSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, { status: 400 });
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
      await api.query(UpdatePieAppearanceDocument, { pieId: pie.pieId, input });
      session.flash({ kind: "success", message: m.appearanceSaved });
      return back("appearance");
    } catch (error) {
      return refused(context, url, error, intent, submission);
    }
  }

  if (intent === "price") {
    const submission = parseWithZod(formData, { schema: slicePriceSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, { status: 400 });
    try {
      await api.query(UpdatePieSlicePriceDocument, { pieId: pie.pieId, slicePriceCents: centsOf(submission.value.slicePrice) });
      session.flash({ kind: "success", message: m.priceSaved });
      return back("slices");
    } catch (error) {
      return refused(context, url, error, intent, submission);
    }
  }

  if (intent === "release") {
    const submission = parseWithZod(formData, { schema: releaseSchema(pie.heldSlices) });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, { status: 400 });
    try {
      const { pie: answer } = await api.query(ReleasePieSlicesDocument, { pieId: pie.pieId, ...submission.value });
      session.flash({ kind: "success", message: m.released(answer.releaseSlices.slices) });
      return back("slices");
    } catch (error) {
      return refused(context, url, error, intent, submission);
    }
  }

  if (intent === "upgrade") {
    const submission = parseWithZod(formData, { schema: upgradeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, { status: 400 });
    try {
      const { pie: answer } = await api.query(UpgradePieDocument, { pieId: pie.pieId, ...submission.value });
      const { checkoutUrl, order } = answer.upgrade;
      if (!checkoutUrl) return redirect(`${pieEditPath(pie.pieId, "upgrade")}&upgrade=${order.orderId}`);
      if (!isSafeCheckoutUrl(checkoutUrl, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${checkoutUrl}`);
      return redirect(checkoutUrl);
    } catch (error) {
      return refused(context, url, error, intent, submission);
    }
  }
  return data({ intent, result: null, notice: m.keyRequired }, { status: 400 });
}

// ——— the pie award modal ———

/** The signed-in member's pie award not yet activated, with their payment accounts; null when there is none. */
export async function loadPieAward(context: Ctx) {
  if (!getSession(context).user) return null;
  return pieAwardOf(await getApi(context).query(PieAwardModalDocument));
}

/** The pie award modal's data from a page's answer that asked for it (PieAwardModal's fields). */
export function pieAwardOf(answer: {
  pie: { myPendingAward?: { awardedAt: string } | null };
  user: { me: { payoutAccounts: { payoutAccountId: string; label: string }[] } };
}) {
  if (!answer.pie.myPendingAward) return null;
  return { awardedAt: answer.pie.myPendingAward.awardedAt, accounts: answer.user.me.payoutAccounts };
}
export type PieAwardData = Awaited<ReturnType<typeof loadPieAward>>;

/** Activate: to the pie hub (with a=join-now in the join flow); refused, back where the modal was, told why. */
export async function activatePieAwardAction(context: Ctx, request: Request, url: URL) {
  const form = await request.formData();
  const from = safeRedirect(String(form.get("from") ?? ""), "/home");
  try {
    await getApi(context).query(ActivatePieAwardDocument);
    getSession(context).flash({ kind: "success", message: m.awardActivated });
    return redirect(form.get("joinNow") === "1" ? "/legacy/pie-hub?a=join-now" : "/legacy/pie-hub");
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
    getSession(context).flash({ kind: "danger", message: refusal.message });
    return redirect(from);
  }
}
