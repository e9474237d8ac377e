import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { EventPageDocument, JoinWaitingListDocument, LeaveWaitingListDocument, RsvpDocument } from "~/graphql/generated";
import { answerFieldErrors } from "~/lib/events/questions";
import { rsvpSchema, waitingListSchema } from "~/lib/events/schemas";
import { ticketTransferMessages, waitingListMessages } from "../../../contract/events/messages";
import { inviteFriendsAction } from "./invite-friends.server";
import { ticketsOnEventPage } from "./ticket.server";

type Ctx = Readonly<RouterContextProvider>;

/**
 * Signed out, this page is the same for every visitor: it is marked shareable for a few
 * seconds (the server's page cache and any CDN render it once for everyone, see
 * docs/decisions/0007-anonymous-page-cache.md) and tagged with the event so a change
 * purges it. Signed in, the root middleware makes it `private, no-store`.
 */
const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";

/** The event page's data; signed out, with the shared-cache headers. */
export async function loadEventPage(context: Ctx, slug: string, url: URL) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: slug }).catch(sayWhySignIn(context)), url);
  const { publicUrl, productName } = webEnv();
  const session = getSession(context);
  const anonymous = !session.auth && !session.isChanged;
  const signedIn = Boolean(session.user);
  const found = event.bySlugOrId;
  return data(
    {
      event: withoutPasses(found),
      site: { publicUrl, productName },
      signedIn,
      // "Your ticket" (its QR code): signed-in renders only, which are never shared.
      myTickets: anonymous ? null : await ticketsOnEventPage(found, signedIn),
    },
    anonymous
      ? { headers: { "Cache-Control": ANONYMOUS_CACHE_CONTROL, "Cache-Tag": `event:${event.bySlugOrId.eventId}` } }
      : undefined,
  );
}

/**
 * A signed-out visitor of an event whose host keeps it for members (its preview is off) is
 * sent to sign in (loadOrThrow) and back; the sign-in page says why.
 */
function sayWhySignIn(context: Ctx) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.code === "AUTH_NOT_AUTHENTICATED" && !getSession(context).user) {
      getSession(context).flash({ kind: "info", message: error.message });
    }
    throw error;
  };
}

/** The event as the page gets it: the viewer's passes stay here (the page shows their QR codes). */
function withoutPasses<E extends { my: { tickets: { passToken?: string | null }[] } | null }>(event: E): E {
  if (!event.my) return event;
  return { ...event, my: { ...event.my, tickets: event.my.tickets.map(({ passToken: _pass, ...ticket }) => ticket) } };
}

const RSVP_FLASH = {
  going: "You're going! See you there.",
  pending: "Your RSVP was sent. The host will review it.",
  declined: "You've declined this event.",
} as const;

/** RSVP accept or decline, then back to the event page with a flash. */
export async function rsvpAction(context: Ctx, request: Request, slug: string, url: URL) {
  requireUser(context, url);
  const formData = await request.formData();
  if (String(formData.get("intent")).endsWith("waiting-list")) return waitingListAction(context, formData, slug, url);
  if (formData.get("intent") === "invite-friends") return inviteFriendsAction(context, formData, slug, url);
  const submission = parseWithZod(formData, { schema: rsvpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    // One mutation: the answers, the disclosure's acceptance and the ticket (or the gift) are
    // written together or not at all; a required question left empty refuses it at its field.
    const value = submission.value;
    const giftRecipient = value.intent === "accept" ? value.giftRecipient || null : null;
    const input =
      value.intent === "accept"
        ? { eventId: slug, response: "ACCEPT" as const, eventTicketId: value.eventTicketId, giftRecipient, answers: value.answers, acceptDisclosure: value.acceptDisclosure, additionalGuests: giftRecipient ? null : (value.additionalGuests ?? 0) }
        : { eventId: slug, response: "DECLINE" as const };
    const { event: result } = await getApi(context).query(RsvpDocument, { input });
    const my = result.rsvp.my;
    getSession(context).flash({
      kind: "success",
      message: giftRecipient
        ? ticketTransferMessages.gifted(giftRecipient.replace(/^@/, ""))
        : my?.isGoing
          ? RSVP_FLASH.going
          : my?.isPending
            ? RSVP_FLASH.pending
            : RSVP_FLASH.declined,
    });
    return redirect(href("/events/:slug", { slug: slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT", "AUTH_NOT_AUTHORIZED"));
    const fieldErrors = answerFieldErrors(refusal.fields ?? {});
    const onFields = Object.keys(fieldErrors).length > 0;
    return data({ result: submission.reply({ fieldErrors, formErrors: onFields ? [] : [refusal.message] }) }, { status: 400 });
  }
}

/** Join or leave a full ticket's waiting list, then back to the event page with a flash. */
async function waitingListAction(context: Ctx, formData: FormData, slug: string, url: URL) {
  const submission = parseWithZod(formData, { schema: waitingListSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { intent, eventTicketId } = submission.value;
  try {
    if (intent === "join-waiting-list") await getApi(context).query(JoinWaitingListDocument, { eventTicketId });
    else await getApi(context).query(LeaveWaitingListDocument, { eventTicketId });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "AUTH_NOT_AUTHORIZED"));
    return data({ result: submission.reply({ formErrors: [refusal.message] }) }, { status: 400 });
  }
  getSession(context).flash({ kind: "success", message: intent === "join-waiting-list" ? waitingListMessages.joined : waitingListMessages.left });
  return redirect(href("/events/:slug", { slug }));
}
