import type { SubmissionResult } from "@conform-to/react";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/guests";
import { guestListAction, loadGuestList } from "~/.server/hosting/guests/guests.server";
import { loadManagedEvent } from "~/.server/hosting/guests/managed-event.server";
import { GuestFields } from "~/components/hosting/guests/guest-form";
import { GuestRow } from "~/components/hosting/guests/guest-row";
import { SavedLists } from "~/components/hosting/guests/saved-lists";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { guestListTexts as t } from "~/lib/hosting/guests/guest-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Guest list`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

/** An event's guest list (spec 2 §2 /rep-club/events/{id}/guest): its team adds guests and checks them in. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const event = await loadManagedEvent(context, url, params.id, "ADD_GUEST", "SEARCH_GUESTS");
  const list = await loadGuestList(context, url, event.eventId);
  const actions = event.my?.actions ?? [];
  // Taking the list out (CSV, saving it as a list) and checking in anyone's guest are actions of their own (ADR 0021).
  return { event, ...list, canAdd: actions.includes("ADD_GUEST"), canExport: actions.includes("EXPORT_ATTENDEES"), canScan: actions.includes("SCAN_TICKETS") };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const event = await loadManagedEvent(context, url, params.id, "ADD_GUEST", "SEARCH_GUESTS", "SCAN_TICKETS");
  return guestListAction(context, url, event.eventId, await request.formData());
}

export default function GuestList() {
  const { event, query, guests, summary, savedLists, canAdd, canExport, canScan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { formId: string; result: SubmissionResult<string[]> } | undefined;
  const resultFor = (formId: string) => (actionData?.formId === formId ? actionData.result : undefined);
  const tickets = event.managedTickets.map(({ eventTicketId, ticketType }) => ({ eventTicketId, ticketType }));
  return (
    <div className="stack-lg host-guests-page">
      <header className="page-head row-between">
        <div>
          <h2>{t.title}</h2>
          <p className="muted" aria-live="polite">
            {summary.guests} guests · {summary.tickets} tickets · {summary.checkedIn} checked in
          </p>
        </div>
        {canExport ? (
          <a className="button button-secondary" href={href("/rep-club/events/:id/guests.csv", { id: event.eventId })} download>
            {t.export}
          </a>
        ) : null}
      </header>

      {canAdd ? (
        <section className="card stack" aria-labelledby="add-guest-title">
          <h2 id="add-guest-title">{t.addTitle}</h2>
          <GuestFields formId="add-guest" tickets={tickets} lastResult={resultFor("add-guest")} />
        </section>
      ) : null}

      <section className="stack" aria-labelledby="guests-title">
        <h2 id="guests-title" className="visually-hidden">
          Guests
        </h2>
        <Form method="get" role="search" className="inline-search">
          <label htmlFor="guest-search">{t.searchLabel}</label>
          <input id="guest-search" type="search" name="q" defaultValue={query} placeholder={t.searchHint} maxLength={100} />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </Form>
        {guests.nodes.length ? (
          <ul className="guest-list stack">
            {guests.nodes.map((guest) => (
              <GuestRow key={guest.guestId} guest={guest} tickets={tickets} canCheckIn={canScan || guest.canManage} lastResult={resultFor(`guest-${guest.guestId}`)} />
            ))}
          </ul>
        ) : (
          <p className="empty">{query ? t.noMatch : t.empty}</p>
        )}
        {guests.pageInfo.hasNextPage && guests.pageInfo.endCursor ? (
          <Link className="button button-secondary" to={`?${new URLSearchParams({ q: query, after: guests.pageInfo.endCursor })}`}>
            Next page
          </Link>
        ) : null}
      </section>

      {canAdd ? <SavedLists lists={savedLists} canSave={canExport} lastResult={resultFor("save-list")} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
