// The "Give a ticket" page's form on the server (/rep-club/events/{id}/give). The API decides who
// may give which kind and whether a place is left; its refusals come back beside their fields.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { GrantTicketDocument } from "~/graphql/generated";
import { GRANT_KIND_LABELS, grantFormSchema, grantMessages as m } from "~/lib/hosting/grant";

type Ctx = Readonly<RouterContextProvider>;

export async function grantAction(context: Ctx, request: Request, url: URL, id: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: grantFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const toMember = Boolean(form.recipient);
  let granted;
  try {
    ({ event: { grantTicket: granted } } = await getApi(context).query(GrantTicketDocument, {
      input: {
        eventId: id,
        eventTicketId: form.eventTicketId,
        kind: form.kind,
        recipient: toMember ? form.recipient : null,
        guestName: toMember ? null : (form.guestName ?? null),
        guestEmail: toMember ? null : (form.guestEmail ?? null),
      },
    }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.granted(GRANT_KIND_LABELS[granted.kind], granted.recipientName) });
  // A member shows in the attendee list, a guest on the guest list.
  return redirect(toMember ? href("/rep-club/events/:id/approval", { id }) : href("/rep-club/events/:id/guests", { id }));
}
