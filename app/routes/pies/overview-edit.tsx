import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/overview-edit";
import { loadPieEdit, pieEditAction } from "~/.server/pies/team.server";
import { PieManage, type PieManageAnswer } from "~/components/pies/pie-manage";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { pieEditPath } from "~/lib/pies/team-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { PIE_EDIT_TABS } from "../../../contract/pies/team-messages";

export const handle: RouteHandle = { title: "Pie hub/Edit", backTo: "/legacy/pie-hub/overview" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.pie.displayName ?? "pie"}` }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-hub/overview/edit/{id}?tab= (spec 3 §2 pie edit tabs Details, Appearance, Slices,
 * Upgrade, Manage). {id} is the hub's pie; the layout's guard decided access. The Manage tab is
 * the team's and ownership's (ADR 0073).
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadPieEdit(context, url, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return pieEditAction(context, request, url, params.id);
}

export default function PieEdit() {
  const { pie, tab } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PieManageAnswer | undefined;
  return (
    <section className="stack card">
      <p>
        <Link to="/legacy/pie-hub/overview">← {pie.displayName}</Link>
      </p>
      <h1>Edit {pie.displayName}</h1>
      <nav aria-label="Pie edit">
        <ul className="pie-tabs">
          {PIE_EDIT_TABS.map((candidate) => (
            <li key={candidate.value}>
              <Link
                to={pieEditPath(pie.pieId, candidate.value)}
                className={`wizard-step${candidate.value === tab ? " wizard-step-current" : ""}`}
                aria-current={candidate.value === tab ? "page" : undefined}
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PieManage pie={pie} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
