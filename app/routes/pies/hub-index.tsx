import { Form, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/hub-index";
import type { PieHubData } from "~/.server/pies/pies.server";
import { pieHubIndexAction } from "~/.server/pies/pies.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { wizardPageOf } from "~/lib/pies/guard";
import type { RouteHandle } from "~/lib/route-handle";
import { Link } from "react-router";
import { pieTexts as t } from "../../../contract/pies/messages";
import { PieAreaNav } from "~/components/pies/pie-cards";
import { loadPieAward } from "~/.server/pies/dashboard.server";
import { PieAwardModal } from "~/components/pies/pie-award";

export const handle: RouteHandle = { title: t.hubTitle };
export const meta: Route.MetaFunction = () => [{ title: t.hubTitle }, { name: "robots", content: "noindex" }];

/** A pie award waiting to be activated (the pie award modal, ADR 0074); the layout's guard decided access. */
export async function loader({ context }: Route.LoaderArgs) {
  return { award: await loadPieAward(context) };
}

/** Create a pie (starts the wizard's draft) or join the waiting list. */
export async function action({ context, request, url }: Route.ActionArgs) {
  return pieHubIndexAction(context, request, url);
}

/** /legacy/pie-hub: what pies are, and the way in (spec 3 §2); a draft in progress continues. */
export default function PieHubIndex() {
  const hub = useRouteLoaderData("routes/pies/hub-layout") as PieHubData | undefined;
  const answer = useActionData<typeof action>() as { error?: string } | undefined;
  const { award } = useLoaderData<typeof loader>();
  if (!hub) return null;
  const { me, pie } = hub;
  return (
    <section className="stack card narrow">
      <h1>{t.hubTitle}</h1>
      <p>{t.whatIsAPie}</p>
      {award ? <PieAwardModal award={award} /> : null}
      <PieAreaNav />
      {answer?.error ? <Alert kind="danger">{answer.error}</Alert> : null}
      {pie ? (
        <p>
          <Link to={wizardPageOf(pie.onBoardingProcess)} className="button button-primary">
            {t.continueWizard}
          </Link>
        </p>
      ) : me.canCreatePies ? (
        <Form method="post">
          <StatusButton name="intent" value="start" pendingText="Starting…">
            {t.createPie}
          </StatusButton>
        </Form>
      ) : me.isInWaitingList ? (
        <Alert kind="info">{t.onWaitingList}</Alert>
      ) : (
        <Form method="post">
          <StatusButton name="intent" value="join-waiting-list" pendingText="Joining…">
            {t.joinWaitingList}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
