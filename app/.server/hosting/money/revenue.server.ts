// The revenue pages on the web server: one event's earnings and payouts, all of the
// viewer's earnings, and requesting a payout.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { EventRevenueDocument, EventRevenueZoneDocument, MyRevenueDocument, RequestPayoutDocument } from "~/graphql/generated";
import { centsOf } from "~/lib/events/ticket-form";
import { ALL_EVENTS_ZONE, rangeFilter, rangeOf } from "~/lib/hosting/money/filter";
import { payoutFormSchema } from "~/lib/hosting/money/payout-form";

type Ctx = Readonly<RouterContextProvider>;

/** One event's earnings in the chosen range, its balance, and its payout requests; a fresh key for the payout form. */
export async function loadEventRevenue(context: Ctx, url: URL, eventId: string, clubId?: string) {
  requireUser(context, url);
  const { range, errors } = rangeOf(url);
  const api = getApi(context);
  // A range is of days in the event's own zone.
  const zone = range.from || range.to ? (await loadOrThrow(context, () => api.query(EventRevenueZoneDocument, { eventId }), url)).event.bySlugOrId.timeZone : null;
  const filter = { eventId, ...(zone ? rangeFilter(range, zone) : {}) };
  const { event: answer } = await loadOrThrow(context, () => api.query(EventRevenueDocument, { eventId, payoutEventId: eventId, filter, after: url.searchParams.get("after") }), url);
  const event = answer.bySlugOrId;
  const body = {
    clubId,
    event,
    range,
    rangeErrors: errors,
    earnings: answer.earnings,
    payoutInfo: answer.payoutInfo,
    payoutRequests: answer.payoutRequests,
    mayRequestPayout: event.my?.actions.includes("REQUEST_PAYOUT") ?? false,
    idempotencyKey: randomUUID(),
  };
  return data(body, { status: Object.keys(errors).length > 0 ? 400 : 200 });
}

/** Every event's earnings the viewer may see, in the chosen range; with a club, its events' (404 unless the viewer may manage them). */
export async function loadAllRevenue(context: Ctx, url: URL, clubId?: string) {
  requireUser(context, url);
  const { range, errors } = rangeOf(url);
  const filter = { ...rangeFilter(range, ALL_EVENTS_ZONE), clubId: clubId ?? null };
  const { event } = await loadOrThrow(context, () => getApi(context).query(MyRevenueDocument, { filter }), url);
  return data({ clubId, range, rangeErrors: errors, earnings: event.earnings }, { status: Object.keys(errors).length > 0 ? 400 : 200 });
}

/** Request a payout of the typed amount; the form's key makes a double submission one request. */
export async function requestPayoutAction(context: Ctx, request: Request, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: payoutFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { amount, idempotencyKey } = submission.value;
  try {
    await getApi(context).query(RequestPayoutDocument, { input: { eventId, amount: centsOf(amount)!, idempotencyKey } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.payoutRequested });
  return redirect(href("/rep-club/events/:id/revenue", { id: eventId }));
}
