import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { InviteDocument } from "~/graphql/generated";
import { guestInviteMessages } from "../../../contract/events/guest-invites";

type Ctx = Readonly<RouterContextProvider>;

/**
 * A guest's "Invite friends" (where the host lets guests invite others): the addresses as
 * typed, split at commas, semicolons and white space, sent as one invitation each. The API
 * decides who may (ADR 0021 and the host's setting) and checks every address; a refusal comes
 * back to the form with what was typed.
 */
export async function inviteFriendsAction(context: Ctx, formData: FormData, slug: string, url: URL) {
  const eventId = String(formData.get("eventId") ?? "");
  const typed = String(formData.get("emails") ?? "");
  const emails = typed.split(/[\s,;]+/).filter(Boolean);
  try {
    const { event } = await getApi(context).query(InviteDocument, { input: { eventId, source: "DIRECT", emails } });
    getSession(context).flash({ kind: "success", message: guestInviteMessages.sent(event.invite.invited, event.invite.skipped) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "AUTH_NOT_AUTHORIZED", "RATE_LIMITED"));
    return data({ result: undefined, invite: { error: refusal.message, emails: typed } }, { status: refusal.code === "RATE_LIMITED" ? 429 : 400 });
  }
  return redirect(href("/events/:slug", { slug }));
}
