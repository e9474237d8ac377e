// The ticket limits page on the web server: the event's tickets, raising a limit, and the
// tickets on sale on the event page with their order.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { ChangeDisplayedTicketsDocument, EventTicketLimitsDocument, IncreaseMaxTicketsDocument } from "~/graphql/generated";
import { displayedTicketsOf, raiseLimitSchema } from "~/lib/hosting/money/ticket-limits-form";

type Ctx = Readonly<RouterContextProvider>;

/** The event's tickets, for those who may change them (anyone else gets the 403 page). */
export async function loadTicketLimits(context: Ctx, url: URL, eventId: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventTicketLimitsDocument, { eventId }), url);
  const found = event.bySlugOrId;
  if (!found.my?.actions.includes("EDIT_TICKETS")) throw data(m.ticketsNotAllowed, { status: 403 });
  return { event: found };
}

export async function raiseLimitAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: raiseLimitSchema });
  const eventTicketId = String(formData.get("eventTicketId") ?? "");
  if (submission.status !== "success") return data({ intent: "raise" as const, eventTicketId, result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(IncreaseMaxTicketsDocument, { eventId, ...submission.value });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ intent: "raise" as const, eventTicketId, result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.limitRaised });
  return redirect(href("/rep-club/events/:id/tickets", { id: eventId }));
}

export async function displayTicketsAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const ticketIds = formData.getAll("ticketId").map(String);
  try {
    await getApi(context).query(ChangeDisplayedTicketsDocument, { eventId, displayedTicketIds: displayedTicketsOf(formData, ticketIds) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ intent: "display" as const, eventTicketId: "", message: refusal.message }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.displayedTicketsSaved });
  return redirect(href("/rep-club/events/:id/tickets", { id: eventId }));
}
