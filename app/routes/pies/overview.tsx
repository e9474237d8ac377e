import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import type { PieHubData } from "~/.server/pies/pies.server";
import { PieDashboardTabs, PieImage } from "~/components/pies/pie-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { Alert } from "~/components/ui/alert";
import { pieEditPath } from "~/lib/pies/dashboard-forms";
import { formatDollars } from "../../../contract/pies/messages";
import { pieTeamMessages } from "../../../contract/pies/team-messages";

export const handle: RouteHandle = { title: "Pie hub/Overview" };
export const meta: Route.MetaFunction = () => [{ title: "Pie overview" }, { name: "robots", content: "noindex" }];

/** /legacy/pie-hub/overview: the owner's dashboard (spec 3 §2 tabs Overview, Sales, Rewards, Achievements); the layout's guard decided access. */
export default function PieOverview() {
  const pie = (useRouteLoaderData("routes/pies/hub-layout") as PieHubData | undefined)?.pie;
  if (!pie) return null;
  const stats: [string, string][] = [
    ["Slices available", pie.availableSlices.toLocaleString("en-US")],
    ["Slices released", (pie.issuedSlices ?? 0).toLocaleString("en-US")],
    ["Maximum slices", (pie.maxSlices ?? 0).toLocaleString("en-US")],
    ["Price per slice", pie.slicePrice ? formatDollars(pie.slicePrice.cents) : "---"],
    ["Wishers", String(pie.wishersCount)],
    ["Members", String(pie.totalMembers)],
    ...(pie.pieBalance
      ? ([
          ["Slices sold", pie.pieBalance.soldSlices.toLocaleString("en-US")],
          ["Slices sent", pie.pieBalance.sentSlices.toLocaleString("en-US")],
          ["Slices received", pie.pieBalance.receivedSlices.toLocaleString("en-US")],
          ["Slices held by members", pie.pieBalance.slicesOwnedByUsers.toLocaleString("en-US")],
        ] as [string, string][])
      : []),
    ["Float", pie.floatPercentage === null || pie.floatPercentage === undefined ? "---" : `${pie.floatPercentage}%`],
    ["Total value", pie.totalValue === null || pie.totalValue === undefined ? "---" : `$${pie.totalValue.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`],
  ];
  return (
    <section className="stack card">
      <h1>{pie.displayName}</h1>
      <PieDashboardTabs current="Overview" />
      <div className="pie-header">
        <PieImage layers={pie.appearance} name={pie.displayName ?? ""} />
        <div className="stack">
          {pie.bio ? <p>{pie.bio}</p> : null}
          {pie.slug ? (
            <p>
              <Link to={`/legacy/pies/${pie.slug}`}>See your pie's public page</Link>
            </p>
          ) : null}
          <p>
            <Link to={`/legacy/pie-hub/send/${pie.pieId}`}>Send slices</Link>
          </p>
          <p>
            <Link to={pieEditPath(pie.pieId, "details")}>Edit pie</Link>
            {" · "}
            <Link to={pieEditPath(pie.pieId, "manage")}>Manage team and ownership</Link>
          </p>
          {pie.isTransfering ? <Alert kind="info">{pieTeamMessages.transferWaiting}</Alert> : null}
        </div>
      </div>
      <dl className="pie-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
