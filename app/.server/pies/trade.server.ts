// The trade page and the slice order page on the web server (ADR 0070): a pie's slice options
// with fresh idempotency keys, the custom amount's Save, Buy (an order, then the payment
// provider's page), Send and Send to my pie; and the order's page where the provider sends the
// buyer back (it reads the order, or cancels it on ?cancelled=1); and the hub's send page.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { BuyPieSlicesDocument, CancelPieSliceOrderDocument, ConfirmPieSliceOrderDocument, PieEditDocument, PieTradeDocument, PieTradeTargetDocument, SendPieSlicesToMyPieDocument, SendPieSlicesToUserDocument, SendSlicesFromPieDocument } from "~/graphql/generated";
import { guardPieHub } from "~/.server/pies/pies.server";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { moderatedPiePath } from "~/lib/pies/moderation";
import { buySchema, customAmountSchema, sendSchema, sendToPieSchema, sliceOrderPath, tradePath, tradeTabOf } from "~/lib/pies/trade-forms";
import { tradeMessages as m } from "../../../contract/pies/trade-messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

/** A custom amount saved by the form (?slices=N), when it is a whole number. */
function customOf(url: URL): number | null {
  const value = Number(url.searchParams.get("slices"));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export async function loadTrade(context: Ctx, url: URL, idOrSlug: string) {
  requireUser(context, url);
  const custom = customOf(url);
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieTradeDocument, { idOrSlug, custom }), url);
  return {
    pie: pie.bySlugOrId,
    options: pie.sliceOptions,
    myPie: pie.myPie?.operationalState === "ACTIVE" && pie.myPie.pieId !== pie.bySlugOrId.pieId ? pie.myPie : null,
    tab: tradeTabOf(url),
    custom,
    idempotencyKey: randomUUID(),
  };
}
export type TradeData = Awaited<ReturnType<typeof loadTrade>>;

export async function tradeAction(context: Ctx, request: Request, url: URL, idOrSlug: string) {
  requireUser(context, url);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const api = getApi(context);
  const { pie } = await loadOrThrow(context, () => api.query(PieTradeTargetDocument, { idOrSlug }), url);
  const current = pie.bySlugOrId;

  if (intent === "custom") {
    const submission = parseWithZod(formData, { schema: customAmountSchema(current.slicePrice?.cents ?? 0) });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null }, { status: 400 });
    return redirect(`${tradePath(current.slug ?? current.pieId)}?slices=${submission.value.slices}`);
  }

  if (intent === "buy") {
    const submission = parseWithZod(formData, { schema: buySchema });
    if (submission.status !== "success") return data({ intent, result: null, error: m.chooseOption }, { status: 400 });
    try {
      const { pie: answer } = await api.query(BuyPieSlicesDocument, { pieId: current.pieId, ...submission.value });
      const { checkoutUrl, order } = answer.buySlices;
      if (!checkoutUrl) return redirect(sliceOrderPath(order.orderId));
      if (!isSafeCheckoutUrl(checkoutUrl, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${checkoutUrl}`);
      return redirect(checkoutUrl);
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent, result: null, error: refusal.fields?.slices ?? refusal.message }, { status: refusalStatus(refusal) });
    }
  }

  if (intent === "send") {
    const submission = parseWithZod(formData, { schema: sendSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null }, { status: 400 });
    try {
      const { pie: answer } = await api.query(SendPieSlicesToUserDocument, { pieId: current.pieId, ...submission.value });
      getSession(context).flash({ kind: "success", message: m.sent(answer.sendSlices.slices, `@${answer.sendSlices.recipient}`) });
      return redirect(tradePath(current.slug ?? current.pieId, "send"));
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent, result: refusalReply(submission, refusal), error: null }, { status: refusalStatus(refusal) });
    }
  }

  if (intent === "send-to-my-pie") {
    const submission = parseWithZod(formData, { schema: sendToPieSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null }, { status: 400 });
    try {
      const { pie: answer } = await api.query(SendPieSlicesToMyPieDocument, { pieId: current.pieId, ...submission.value });
      getSession(context).flash({ kind: "success", message: m.sentToPie(answer.sendSlicesToMyPie.slices, answer.sendSlicesToMyPie.recipient) });
      return redirect(tradePath(current.slug ?? current.pieId, "send-to-my-pie"));
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent, result: refusalReply(submission, refusal), error: null }, { status: refusalStatus(refusal) });
    }
  }
  return data({ intent, result: null, error: m.keyRequired }, { status: 400 });
}

/** /legacy/payment/buy/{id}: the order as it stands, or cancelled when the buyer left the payment page. */
export async function loadSliceOrder(context: Ctx, url: URL, orderId: string) {
  requireUser(context, url);
  const api = getApi(context);
  if (url.searchParams.get("cancelled") === "1") {
    const { pie } = await loadOrThrow(context, () => api.query(CancelPieSliceOrderDocument, { orderId }), url);
    return { order: pie.cancelSliceOrder, cancelledNow: true };
  }
  const { pie } = await loadOrThrow(context, () => api.query(ConfirmPieSliceOrderDocument, { orderId }), url);
  return { order: pie.confirmSliceOrder, cancelledNow: false };
}

/** The hub's send page (/legacy/pie-hub/send/{id}): the owner's pie, named by its id or address; any other is not found. */
export async function loadHubSend(context: Ctx, url: URL, id: string) {
  const hub = await guardPieHub(context, url);
  if (hub.pie && (hub.pie.pieId === id || hub.pie.slug === id)) return { pie: hub.pie, backTo: "/legacy/pie-hub/overview", idempotencyKey: randomUUID() };
  // A pie the member moderates, when their flags let them send its slices (ADR 0081).
  const moderated = hub.moderated.find((pie) => pie.pieId === id || pie.slug === id);
  if (!moderated?.userPermissions.includes("CAN_SEND_SLICES")) throw notFoundResponse();
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieEditDocument, { idOrSlug: moderated.pieId }), url);
  return { pie: pie.bySlugOrId, backTo: moderatedPiePath(moderated), idempotencyKey: randomUUID() };
}

/** The pie's team sends slices for sale to a member (CAN_SEND_SLICES, checked by the API). */
export async function hubSendAction(context: Ctx, request: Request, url: URL, id: string) {
  const { pie } = await loadHubSend(context, url, id);
  const submission = parseWithZod(await request.formData(), { schema: sendSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const { pie: answer } = await getApi(context).query(SendSlicesFromPieDocument, { pieId: pie.pieId, ...submission.value });
    getSession(context).flash({ kind: "success", message: m.sent(answer.sendPieSlices.slices, `@${answer.sendPieSlices.recipient}`) });
    return redirect(url.pathname);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
}
