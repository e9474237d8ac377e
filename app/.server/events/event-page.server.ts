import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { EventPageDocument, RsvpDocument } from "~/graphql/generated";
import { rsvpSchema } from "~/lib/events/schemas";

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
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: slug }), url);
  const { publicUrl, productName } = webEnv();
  const session = getSession(context);
  const anonymous = !session.auth && !session.isChanged;
  return data(
    {
      event: event.bySlugOrId,
      site: { publicUrl, productName },
      signedIn: Boolean(session.user),
    },
    anonymous
      ? { headers: { "Cache-Control": ANONYMOUS_CACHE_CONTROL, "Cache-Tag": `event:${event.bySlugOrId.eventId}` } }
      : undefined,
  );
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
  const submission = parseWithZod(formData, { schema: rsvpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = getApi(context);
  try {
    const { event } = await loadOrThrow(context, () => api.query(EventPageDocument, { slugOrId: slug }), url);
    const input =
      submission.value.intent === "accept"
        ? { eventId: event.bySlugOrId.eventId, response: "ACCEPT" as const, eventTicketId: submission.value.eventTicketId }
        : { eventId: event.bySlugOrId.eventId, response: "DECLINE" as const };
    const { event: result } = await api.query(RsvpDocument, { input });
    const my = result.rsvp.my;
    getSession(context).flash({
      kind: "success",
      message: my?.isGoing ? RSVP_FLASH.going : my?.isPending ? RSVP_FLASH.pending : RSVP_FLASH.declined,
    });
    return redirect(href("/events/:slug", { slug: slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT"));
    return data({ result: submission.reply({ formErrors: [refusal.message] }) }, { status: 400 });
  }
}
