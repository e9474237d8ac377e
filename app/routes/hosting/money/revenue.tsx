import { href, Link, useActionData, useLoaderData } from "react-router";
import { guardClubEvent } from "~/.server/clubs/club-events.server";
import { allRevenuePath, manageEventPath } from "~/lib/clubs/event-paths";
import type { Route } from "./+types/revenue";
import { loadEventRevenue, requestPayoutAction } from "~/.server/hosting/money/revenue.server";
import { DateRangeForm } from "~/components/hosting/money/date-range-form";
import { EarningsSummary } from "~/components/hosting/money/earnings-summary";
import { PayoutPanel } from "~/components/hosting/money/payout-panel";
import { TicketBreakdown } from "~/components/hosting/money/ticket-breakdown";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { moneyTexts as t } from "~/lib/hosting/money/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Revenue`,
  backTo: (data) => allRevenuePath((data as { clubId?: string } | undefined)?.clubId),
};

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Revenue: ${loaderData.event.displayName}` : "Revenue" },
  { name: "robots", content: "noindex" },
];

/** /rep-club/events/{id}/revenue (spec 2 §2): one event's earnings, balance and payouts. Its producer and managers. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await guardClubEvent(context, url, params);
  return loadEventRevenue(context, url, params.id, "club_id" in params ? params.club_id : undefined);
}

/** Request a payout (the producer only; the API decides). */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  await guardClubEvent(context, url, params);
  return requestPayoutAction(context, request, url, params.id);
}

export default function EventRevenue() {
  const { clubId, event, range, rangeErrors, earnings, payoutInfo, payoutRequests, mayRequestPayout, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const page = manageEventPath(clubId, event.eventId, "revenue");
  const olderQuery = new URLSearchParams({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}), after: payoutRequests.pageInfo.endCursor ?? "" });
  const older = payoutRequests.pageInfo.hasNextPage && payoutRequests.pageInfo.endCursor ? `${page}?${olderQuery}` : null;
  return (
    <section className="stack-lg money-page">
      <div className="stack-sm">
        <p className="muted small">
          <Link to={href("/events/:slug", { slug: event.slug })}>{event.displayName}</Link>
        </p>
        <h2>{t.revenueTitle}</h2>
      </div>
      <DateRangeForm range={range} errors={rangeErrors} hint={t.rangeHint(event.timeZone)} clearTo={page} />
      <EarningsSummary totals={earnings.totals} />
      <TicketBreakdown tickets={earnings.tickets} />
      <PayoutPanel
        info={payoutInfo}
        requests={payoutRequests}
        timeZone={event.timeZone}
        mayRequest={mayRequestPayout}
        idempotencyKey={idempotencyKey}
        lastResult={answer?.result}
        olderRequestsTo={older}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
