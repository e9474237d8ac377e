// The invitee's page on the server: the invitation, and the answer.
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { invitationMessages as m } from "../../../../contract/hosting/guests-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { InvitationForInviteeDocument, RespondToInvitationDocument } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;

export async function loadInvitation(context: Ctx, url: URL, invitationId: string) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(InvitationForInviteeDocument, { invitationId }), url);
  return event.invitation;
}

export async function answerInvitation(context: Ctx, url: URL, invitationId: string, formData: FormData) {
  const answer = formData.get("intent");
  if (answer !== "accept" && answer !== "decline") throw data("Unknown action", { status: 400 });
  try {
    const { event } = await getApi(context).query(RespondToInvitationDocument, { invitationId, accept: answer === "accept" });
    getSession(context).flash({ kind: "success", message: answer === "accept" ? m.accepted : m.declined });
    return redirect(href("/events/:slug", { slug: event.respondToInvitation.eventSlug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
}
