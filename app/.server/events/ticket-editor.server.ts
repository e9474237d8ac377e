// The editor's Tickets tab on the server: the event's ticket types, and saving one.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { ticketEditorMessages as m } from "../../../contract/events/messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { EventTicketsForEditingDocument, SaveTicketDocument, SimulateTicketCostDocument } from "~/graphql/generated";
import { parseSimulateValues, simulateValuesOf, type Simulation } from "~/lib/events/simulate-form";
import { instantOf, localTimeOf } from "~/lib/events/editor";
import { centsOf, priceText, ticketFormSchema, type TicketForm } from "~/lib/events/ticket-form";

type Ctx = Readonly<RouterContextProvider>;

/** Every ticket type of the event, and the form's values for the one being edited (or a new one). */
export async function loadTickets(context: Ctx, url: URL, eventId: string) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventTicketsForEditingDocument, { slugOrId: eventId }), url);
  const tickets = event.bySlugOrId.managedTickets;
  const editing = tickets.find((ticket) => ticket.eventTicketId === url.searchParams.get("ticket")) ?? null;
  const defaults: Partial<TicketForm> = editing
    ? {
        eventTicketId: editing.eventTicketId,
        ticketType: editing.ticketType,
        kind: editing.kind,
        price: editing.kind === "PAID" ? priceText(editing.price) : "",
        limitedAmount: editing.balance.limitedAmount ?? undefined,
        additionalGuests: editing.additionalGuests,
        isRequiredApproval: editing.isRequiredApproval,
        isPrivate: editing.isPrivate,
        isActive: editing.isActive,
        optInShowTicketAmount: editing.optInShowTicketAmount,
        note: editing.note ?? "",
        color: editing.color ?? undefined,
        gratuityPercentage: editing.gratuityPercentage,
        saleStart: editing.visibleStartAt ? localTimeOf(editing.visibleStartAt, event.bySlugOrId.timeZone) : undefined,
        saleEnd: editing.visibleEndAt ? localTimeOf(editing.visibleEndAt, event.bySlugOrId.timeZone) : undefined,
      }
    : { kind: "FREE", isActive: true, additionalGuests: 0, gratuityPercentage: 0 };
  return { tickets, timeZone: event.bySlugOrId.timeZone, editing: editing ? { eventTicketId: editing.eventTicketId, ticketType: editing.ticketType } : null, defaults };
}

/** Adds or changes a ticket type, then back to the list. */
export async function saveTicketAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: ticketFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  // The sale window is typed in the event's own zone.
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventTicketsForEditingDocument, { slugOrId: eventId }), url);
  const zone = event.bySlugOrId.timeZone;
  try {
    await getApi(context).query(SaveTicketDocument, {
      eventId,
      input: {
        eventTicketId: form.eventTicketId || null,
        ticketType: form.ticketType,
        kind: form.kind,
        price: form.kind === "PAID" ? centsOf(form.price ?? "") : 0,
        limitedAmount: form.limitedAmount ?? null,
        additionalGuests: form.additionalGuests ?? 0,
        isRequiredApproval: form.isRequiredApproval,
        isPrivate: form.isPrivate,
        isActive: form.isActive,
        optInShowTicketAmount: form.optInShowTicketAmount,
        note: form.note || null,
        color: form.color || null,
        gratuityPercentage: form.gratuityPercentage ?? 0,
        visibleStartAt: form.saleStart ? (instantOf(form.saleStart, zone)?.toISOString() ?? null) : null,
        visibleEndAt: form.saleEnd ? (instantOf(form.saleEnd, zone)?.toISOString() ?? null) : null,
      },
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: form.eventTicketId ? m.saved : m.added });
  return redirect(`${href("/events/edit/:id", { id: eventId })}?tab=guest`);
}

/**
 * "Simulate ticket cost": the figures for the price in the address (?simulatePrice=…), priced
 * by the API as the checkout prices; null when none was asked for.
 */
export async function loadSimulation(context: Ctx, url: URL, eventId: string): Promise<Simulation | null> {
  const values = simulateValuesOf(url);
  if (!values) return null;
  const parsed = parseSimulateValues(values);
  if (!parsed.ok) return { values, cost: null, errors: parsed.errors, quantity: 0 };
  try {
    const { event } = await getApi(context).query(SimulateTicketCostDocument, { eventId, items: [parsed.item] });
    return { values, cost: event.simulateTicketCost, errors: null, quantity: parsed.item.quantity };
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, (refused) => refused.code === "BAD_USER_INPUT");
    const fields = refusal.fields ?? {};
    return {
      values,
      cost: null,
      errors: { price: fields.price ?? (fields.quantity || fields.gratuityPercentage ? undefined : refusal.message), quantity: fields.quantity, gratuity: fields.gratuityPercentage },
      quantity: 0,
    };
  }
}
