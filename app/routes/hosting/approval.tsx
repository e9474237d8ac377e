import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/approval";
import { decideAction, loadAttendees } from "~/.server/hosting/approval.server";
import { AttendeeRows } from "~/components/hosting/attendee-rows";
import { Pager } from "~/components/hosting/pager";
import { SummaryCounts } from "~/components/hosting/summary-counts";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { approvalMessages as m, ATTENDEE_FILTERS, bulkResultTexts, FILTER_LABELS, TEAM_ROLE_LABELS } from "~/lib/hosting/approval";
import { pageCount } from "~/lib/hosting/pager";
import type { ManageLayoutData } from "~/.server/hosting/manage.server";
import { useManageLayout } from "~/components/hosting/use-manage-layout";
import { guardClubEvent } from "~/.server/clubs/club-events.server";
import { manageEventPath } from "~/lib/clubs/event-paths";
import { grantMessages } from "~/lib/hosting/grant";

export const meta: Route.MetaFunction = () => [{ title: "Attendees" }, { name: "robots", content: "noindex" }];

/** /rep-club/events/{id}/approval?filter=&q=&page= (spec 2 §2): the attendee list with filter, search and pages of 50. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await guardClubEvent(context, url, params);
  return { clubId: "club_id" in params ? params.club_id : undefined, ...(await loadAttendees(context, url, params.id)) };
}

/** The one form: approve, decline or undo the chosen rows, one row, or every attendee matching the filter. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  await guardClubEvent(context, url, params);
  return decideAction(context, request, url, params.id);
}

export default function Approval() {
  const { clubId, filter, search, page, list, selectPage } = useLoaderData<typeof loader>();
  const layout = useManageLayout<ManageLayoutData>();
  const actionData = useActionData<typeof action>();
  const id = layout?.managed.event.eventId ?? "";
  const actions: readonly string[] = layout?.managed.actions ?? [];
  const canDecide = actions.includes("APPROVE_ANY_ATTENDEE") || actions.includes("APPROVE_OWN_ATTENDEES");
  const base = manageEventPath(clubId, id, "approval");
  const linkTo = (changes: { filter?: string | null; page?: number; select?: boolean }) => {
    const params = new URLSearchParams();
    const nextFilter = changes.filter === undefined ? filter : changes.filter;
    if (nextFilter) params.set("filter", nextFilter);
    if (search) params.set("q", search);
    const nextPage = changes.page ?? (changes.filter === undefined ? page : 1);
    if (nextPage > 1) params.set("page", String(nextPage));
    if (changes.select) params.set("select", "page");
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  const counts: Record<string, number> = {
    APPROVED: list.summary.approved,
    CHECKED_IN: list.summary.checkedIn,
    DECLINED: list.summary.declined,
    NONE: list.summary.none,
    PENDING: list.summary.pending,
  };
  const mayGive = (layout?.managed.grantKinds.length ?? 0) > 0;
  return (
    <div className="stack-lg">
      {mayGive && !clubId ? (
        <p>
          <Link to={href("/rep-club/events/:id/give", { id })} className="button button-secondary">
            {grantMessages.title}
          </Link>
        </p>
      ) : null}
      <SummaryCounts summary={list.summary} />
      {list.roles.length || list.ticketTypes.length ? (
        <p className="muted small approval-facts">
          {list.roles
            .filter((role) => role.role !== "ATTENDEE")
            .map((role) => `${TEAM_ROLE_LABELS[role.role as keyof typeof TEAM_ROLE_LABELS] ?? role.role}: ${role.count}`)
            .concat(list.ticketTypes.map((type) => `${type.ticketType}: ${type.sold} sold, ${type.pending} pending`))
            .join(" · ")}
        </p>
      ) : null}
      <nav aria-label="Filter attendees">
        <ul className="tabs">
          <li>
            <Link to={linkTo({ filter: null })} className={`tab${filter ? "" : " tab-active"}`} aria-current={filter ? undefined : "page"}>
              All ({list.summary.total})
            </Link>
          </li>
          {ATTENDEE_FILTERS.map((value) => (
            <li key={value}>
              <Link
                to={linkTo({ filter: value })}
                className={`tab${filter === value ? " tab-active" : ""}`}
                aria-current={filter === value ? "page" : undefined}
              >
                {FILTER_LABELS[value]} ({counts[value]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="inline-search" role="search">
        {filter ? <input type="hidden" name="filter" value={filter} /> : null}
        <label htmlFor="attendee-search" className="visually-hidden">
          Search by name, user name or e-mail
        </label>
        <input id="attendee-search" type="search" name="q" defaultValue={search} maxLength={100} placeholder="Name, user name or e-mail" />
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </Form>
      <Form method="post" className="stack" id="decisions">
        {filter ? <input type="hidden" name="filter" value={filter} /> : null}
        {search ? <input type="hidden" name="search" value={search} /> : null}
        {actionData && "error" in actionData ? <Alert>{actionData.error}</Alert> : null}
        {actionData && "bulk" in actionData ? (
          <section className="alert alert-warning" role="alert" aria-labelledby="bulk-failures-title">
            <h2 id="bulk-failures-title" className="alert-title">
              {bulkResultTexts.notProcessedTitle}
            </h2>
            <p>{m.processed(actionData.bulk.processed, actionData.bulk.failed, actionData.bulk.skipped)}</p>
            <ul className="bulk-failures">
              {actionData.bulk.failures.map((failure, index) => (
                <li key={index}>
                  <strong>{failure.name}</strong>: {failure.reason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {list.nodes.length === 0 ? (
          <p className="empty">{m.noData}</p>
        ) : (
          <AttendeeRows
            eventId={id}
            nodes={list.nodes}
            canDecide={canDecide}
            selectAllHref={linkTo({ select: true })}
            selectAll={selectPage}
          />
        )}
        {canDecide && list.nodes.length > 0 ? (
          <fieldset className="bulk-actions stack-sm">
            <legend>With the chosen attendees</legend>
            <div className="bulk-scope">
              <label className="checkbox-row">
                <input type="radio" name="scope" value="selected" defaultChecked /> Only the rows ticked above
              </label>
              <label className="checkbox-row">
                <input type="radio" name="scope" value="all" /> All {list.totalCount} matching this filter and search
              </label>
            </div>
            <div className="button-row">
              <StatusButton name="intent" value="approve" pendingText="Approving…">
                Approve
              </StatusButton>
              <StatusButton name="intent" value="decline" variant="danger" pendingText="Declining…">
                Decline
              </StatusButton>
              <StatusButton name="intent" value="undo" variant="secondary" pendingText="Undoing…">
                Undo
              </StatusButton>
            </div>
          </fieldset>
        ) : null}
      </Form>
      <Pager current={page} totalPages={pageCount(list.totalCount)} hrefFor={(target) => linkTo({ page: target })} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
