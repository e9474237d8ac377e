import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { loadPieEdit, pieEditAction } from "~/.server/pies/dashboard.server";
import { PieAppearanceForm, PieDetailsForm } from "~/components/pies/pie-forms";
import { PieSlicesPanel, PieUpgradePanel } from "~/components/pies/pie-edit-panels";
import { PieLayerPictures } from "~/components/pies/pie-layer-pictures";
import type { LayerPictureAnswer } from "~/.server/pies/assets.server";
import { PieManage, type PieManageAnswer } from "~/components/pies/pie-manage";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { pieEditPath } from "~/lib/pies/dashboard-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { PIE_EDIT_TABS, dashboardMessages as m } from "../../../contract/pies/dashboard-messages";

export const handle: RouteHandle = { title: "Pie hub/Edit pie", backTo: "/legacy/pie-hub/overview" };
export const meta: Route.MetaFunction = () => [{ title: m.editTitle }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-hub/overview/edit/{id} (spec 3 §2 pie edit tabs Details, Appearance, Slices,
 * Upgrade, Manage as ?tab= links; ADR 0074). {id} is the pie's id or address; the layout's guard
 * decided access to the hub, the API decides each change.
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadPieEdit(context, url, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return pieEditAction(context, request, url, params.id);
}

type Answer = ({ intent?: string; result?: SubmissionResult<string[]> | null; notice?: string | null } & Partial<LayerPictureAnswer>) | undefined;
const PICTURE_INTENTS = { upload: "upload-layer-picture", delete: "delete-layer-picture" };

export default function PieEdit() {
  const { pie, own, tabs, tab, upgrade, manage, appearanceOptions, releaseKey, upgradeKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer & PieManageAnswer;
  const resultOf = (...intents: string[]) => (answer?.intent && intents.includes(answer.intent) ? (answer.result ?? undefined) : undefined);
  const current = PIE_EDIT_TABS.find((entry) => entry.value === tab)!;
  return (
    <section className="stack card narrow">
      <p>
        {/* A moderated pie's dashboard is its owner's; its public page is the moderator's way back (ADR 0081). */}
        <Link to={own ? "/legacy/pie-hub/overview" : `/legacy/pies/${pie.slug ?? pie.pieId}`}>← {pie.displayName}</Link>
        {!own && pie.userPermissions.includes("CAN_SEND_SLICES") ? (
          <>
            {" · "}
            <Link to={`/legacy/pie-hub/send/${pie.pieId}`}>Send slices</Link>
          </>
        ) : null}
      </p>
      <h1>{m.editTitle}</h1>
      <nav aria-label="Edit pie">
        <ul className="pie-tabs">
          {PIE_EDIT_TABS.filter((entry) => tabs.includes(entry.value)).map((entry) => (
            <li key={entry.value}>
              <Link
                to={pieEditPath(pie.pieId, entry.value)}
                className={`wizard-step${entry.value === tab ? " wizard-step-current" : ""}`}
                aria-current={entry.value === tab ? "page" : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{current.label}</h2>
      {answer?.notice && !answer.result ? <Alert kind="danger">{answer.notice}</Alert> : null}
      {tab === "details" ? (
        <PieDetailsForm key="details" pie={pie} lastResult={resultOf("details", "check-slug")} submit={{ label: m.saveDetails, intent: "details" }}>
          {answer?.intent === "check-slug" && answer.notice ? <Alert kind="success">{answer.notice}</Alert> : null}
          <button type="submit" name="intent" value="check-slug" className="button button-secondary">
            {m.checkAddress}
          </button>
        </PieDetailsForm>
      ) : null}
      {tab === "appearance" && appearanceOptions ? (
        <div className="stack">
          <PieAppearanceForm
            key="appearance"
            pie={pie}
            options={appearanceOptions}
            name={pie.displayName ?? ""}
            lastResult={resultOf("appearance")}
            submit={{ label: m.saveAppearance, intent: "appearance" }}
          />
          <PieLayerPictures pieId={pie.pieId} pictures={appearanceOptions.uploads} answer={answer?.layerPicture} intents={PICTURE_INTENTS} />
        </div>
      ) : null}
      {tab === "slices" ? <PieSlicesPanel key={releaseKey} pie={pie} permissions={pie.userPermissions} releaseKey={releaseKey} priceResult={resultOf("price")} releaseResult={resultOf("release")} /> : null}
      {tab === "upgrade" ? <PieUpgradePanel pie={pie} upgrade={upgrade} upgradeKey={upgradeKey} result={resultOf("upgrade")} /> : null}
      {tab === "manage" && manage ? <PieManage pie={manage} answer={answer} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
