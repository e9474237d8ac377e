// The attendee detail page and its note form, and the statistics page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { AttendeeDetailDocument, AttendeeStatisticsDocument, RefundBookingDocument, SetAttendeeNoteDocument } from "~/graphql/generated";
import { moneyMessages } from "../../../contract/hosting/money-messages";
import { approvalMessages as m, filterParam, noteSchema } from "~/lib/hosting/approval";

type Ctx = Readonly<RouterContextProvider>;

export async function loadAttendee(context: Ctx, url: URL, id: string, attendeeId: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(
    context,
    () =>
      getApi(context).query(AttendeeDetailDocument, {
        slugOrId: id,
        attendeeId,
      }),
    url,
  );
  return event.attendee;
}

export async function saveNoteAction(context: Ctx, request: Request, url: URL, id: string, attendeeId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), {
    schema: noteSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(SetAttendeeNoteDocument, {
      eventId: id,
      attendeeId,
      note: submission.value.note,
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data(
      {
        result: submission.reply({
          formErrors: [refusal.message],
          fieldErrors: fieldErrorsOf(refusal),
        }),
      },
      { status: 400 },
    );
  }
  getSession(context).flash({ kind: "success", message: m.noteSaved });
  return redirect(href("/rep-club/events/:id/attendees/:attendeeId", { id, attendeeId }));
}

export async function loadStatistics(context: Ctx, url: URL, id: string) {
  requireUser(context, url);
  const filter = filterParam(url.searchParams.get("filter"));
  const { event } = await loadOrThrow(
    context,
    () =>
      getApi(context).query(AttendeeStatisticsDocument, {
        slugOrId: id,
        filter,
      }),
    url,
  );
  return { filter, statistics: event.attendeeStatistics };
}

/** The host refunds a booking of the attendee (whole) or one of its tickets; the outcome is flashed on the attendee page. */
export async function refundAction(context: Ctx, formData: FormData, url: URL, id: string, attendeeId: string) {
  requireUser(context, url);
  const bookingId = String(formData.get("bookingId") ?? "");
  const ticketId = formData.get("ticketId");
  const session = getSession(context);
  try {
    const { event } = await getApi(context).query(RefundBookingDocument, {
      eventId: id,
      bookingId,
      ticketId: typeof ticketId === "string" && ticketId ? ticketId : null,
    });
    const pending = event.refundBooking.refunds.some((refund) => refund.status === "REFUND_PENDING");
    session.flash({ kind: pending ? "info" : "success", message: pending ? moneyMessages.refundRequested : moneyMessages.refundDone });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    session.flash({ kind: "danger", message: refusal.message });
  }
  return redirect(href("/rep-club/events/:id/attendees/:attendeeId", { id, attendeeId }));
}
