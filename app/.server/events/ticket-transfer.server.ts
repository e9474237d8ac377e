// Transferring a ticket from its page (/events/{slug}/ticket): the form's checks, the API's
// transfer, then back to the page, which now says where the ticket went. A refusal comes back
// at its field (or above the form) with what was typed kept; rules are the API's.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus, refusalWithCode } from "~/.server/platform/responses.server";
import { TransferTicketDocument } from "~/graphql/generated";
import { memberHandle, transferFormSchema } from "~/lib/events/ticket-transfer";
import { ticketTransferMessages as m } from "../../../contract/events/messages";

type Ctx = Readonly<RouterContextProvider>;

const shownRefusal = refusalWithCode("BAD_USER_INPUT", "CONFLICT", "NOT_FOUND", "AUTH_NOT_AUTHORIZED");

export async function transferAction(context: Ctx, request: Request, slug: string, url: URL) {
  requireUser(context, url);
  const formData = await request.formData();
  const ticketId = String(formData.get("ticketId") ?? "");
  const submission = parseWithZod(formData, { schema: transferFormSchema });
  if (submission.status !== "success") return data({ ticketId, result: submission.reply() }, { status: 400 });
  const { recipient } = submission.value;
  try {
    const { event } = await getApi(context).query(TransferTicketDocument, { input: { ticketId, recipient } });
    const handle = memberHandle(event.transferTicket.recipient) ?? recipient;
    getSession(context).flash({ kind: "success", message: m.transferred(handle) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ ticketId, result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  return redirect(href("/events/:slug/ticket", { slug }));
}
