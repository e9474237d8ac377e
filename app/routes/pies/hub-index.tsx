import { Form, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/hub-index";
import type { PieHubData } from "~/.server/pies/pies.server";
import { guardPieHub, pieHubIndexAction } from "~/.server/pies/pies.server";
import { answerTransferAction, loadTransferRequests } from "~/.server/pies/team.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { wizardPageOf } from "~/lib/pies/guard";
import type { RouteHandle } from "~/lib/route-handle";
import { Link } from "react-router";
import { pieTexts as t } from "../../../contract/pies/messages";
import { PieAreaNav } from "~/components/pies/pie-cards";
import { pieTeamMessages as tm } from "../../../contract/pies/team-messages";
import { loadPieAward } from "~/.server/pies/dashboard.server";
import { PieAwardModal } from "~/components/pies/pie-award";

export const handle: RouteHandle = { title: t.hubTitle };
export const meta: Route.MetaFunction = () => [{ title: t.hubTitle }, { name: "robots", content: "noindex" }];

/**
 * The pies offered to the member (spec 3 §4: a transfer-request notification opens the pie hub,
 * ADR 0073) and a pie award waiting to be activated (the pie award modal, ADR 0074); the layout's
 * guard decided access.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const [requests, award] = await Promise.all([loadTransferRequests(context, url), loadPieAward(context)]);
  return { requests, award };
}

/** Create a pie (starts the wizard's draft), join the waiting list, or answer a pie offered (ADR 0073). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "accept-transfer" || intent === "reject-transfer") {
    await guardPieHub(context, url);
    return answerTransferAction(context, url, intent, String(form.get("transferId") ?? ""));
  }
  return pieHubIndexAction(context, intent, url);
}

/** /legacy/pie-hub: what pies are, and the way in (spec 3 §2); a draft in progress continues. */
export default function PieHubIndex() {
  const hub = useRouteLoaderData("routes/pies/hub-layout") as PieHubData | undefined;
  const { requests, award } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { error?: string } | undefined;
  if (!hub) return null;
  const { me, pie } = hub;
  return (
    <section className="stack card narrow">
      <h1>{t.hubTitle}</h1>
      <p>{t.whatIsAPie}</p>
      {award ? <PieAwardModal award={award} /> : null}
      <PieAreaNav />
      {answer?.error ? <Alert kind="danger">{answer.error}</Alert> : null}
      {requests.length ? (
        <section className="stack-sm" aria-labelledby="pie-offers-heading">
          <h2 id="pie-offers-heading">{tm.requestsTitle}</h2>
          <ul className="team-list">
            {requests.map((request) => {
              const pieName = request.pie.displayName ?? "a pie";
              return (
                <li key={request.transferId} className="team-member">
                  <span>{tm.requestFrom(request.from.name || `@${request.from.userName ?? ""}`, pieName)}</span>
                  <Form method="post" className="team-remove">
                    <input type="hidden" name="transferId" value={request.transferId} />
                    <StatusButton name="intent" value="accept-transfer" className="button-small" pendingText={tm.accepting} pendingFor={{ transferId: request.transferId }}>
                      {tm.accept}
                      <span className="visually-hidden"> {pieName}</span>
                    </StatusButton>{" "}
                    <StatusButton name="intent" value="reject-transfer" variant="secondary" className="button-small" pendingText={tm.rejecting} pendingFor={{ transferId: request.transferId }}>
                      {tm.reject}
                      <span className="visually-hidden"> {pieName}</span>
                    </StatusButton>
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
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
