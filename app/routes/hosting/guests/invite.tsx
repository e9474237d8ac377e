import type { SubmissionResult } from "@conform-to/react";
import { href, Link, useActionData, useLoaderData } from "react-router";
import { guardClubEvent } from "~/.server/clubs/club-events.server";
import { invitePeoplePath } from "~/lib/clubs/event-paths";
import type { Route } from "./+types/invite";
import { inviteAction, loadInvitePage } from "~/.server/hosting/guests/invite.server";
import { loadManagedEvent } from "~/.server/hosting/guests/managed-event.server";
import { InviteByEmail, InviteFromChoice, InviteFromContacts } from "~/components/hosting/guests/invite-forms";
import { InviteList } from "~/components/hosting/guests/invite-list";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay } from "~/lib/format";
import { inviteTexts as t } from "~/lib/hosting/guests/invite-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Invite`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

/** Invitations (spec 2 §2 /rep-club/events/{id}/invite): invite from any source, and the invite list by status. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await guardClubEvent(context, url, params);
  const event = await loadManagedEvent(context, url, params.id, "ADD_GUEST");
  return { clubId: "club_id" in params ? params.club_id : undefined, event, ...(await loadInvitePage(context, url, event.eventId)) };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  await guardClubEvent(context, url, params);
  const event = await loadManagedEvent(context, url, params.id, "ADD_GUEST");
  return inviteAction(context, url, event.eventId, await request.formData());
}

export default function Invite() {
  const { clubId, event, status, invitations, uniqueInviteeCount, previousEvents, savedLists, contacts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { formId: string; result: SubmissionResult<string[]> } | undefined;
  const source = answer?.formId.replace("invite-", "").toUpperCase() as "DIRECT" | "CONTACT" | "PREVIOUS_EVENT" | "SAVED_LIST" | undefined;
  const results = source && answer ? { [source]: answer.result } : {};
  const tickets = event.managedTickets.map(({ eventTicketId, ticketType, isPrivate }) => ({ eventTicketId, ticketType, isPrivate }));
  return (
    <div className="stack-lg host-guests-page">
      <header className="page-head">
        <h2>{t.title}</h2>
        <p className="muted">{t.count(uniqueInviteeCount)}</p>
      </header>
      <InviteByEmail tickets={tickets} results={results} lookupPath={invitePeoplePath(clubId, event.eventId)} />
      <InviteFromContacts tickets={tickets} results={results} contacts={contacts} />
      <InviteFromChoice
        tickets={tickets}
        results={results}
        source="PREVIOUS_EVENT"
        options={previousEvents.map((previous) => ({ value: previous.eventId, label: `${previous.displayName} (${formatEventDay(previous.startDate, event.timeZone)})` }))}
      />
      <InviteFromChoice tickets={tickets} results={results} source="SAVED_LIST" options={savedLists.map((list) => ({ value: list.savedGuestListId, label: list.name }))} />
      <InviteList status={status} invitations={invitations} />
      <p>
        <Link to={href("/rep-club/contacts")}>Manage your contacts</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
