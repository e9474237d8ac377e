import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import { loadPieCheckout, payPieAction } from "~/.server/pies/pies.server";
import { PiePicture } from "~/components/pies/pie-parts";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars, pieMessages as m } from "../../../contract/pies/messages";

export const handle: RouteHandle = {
  title: "Pie hub/Checkout",
  backTo: "/legacy/pie-hub",
};
export const meta: Route.MetaFunction = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];

/** /legacy/payment/checkout: paying the creation of the member's PENDING pie (CREATE_PIE); once paid, its dashboard. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadPieCheckout(context, url);
}

/** Pay: to the payment provider's hosted checkout. */
export async function action({ context, url }: Route.ActionArgs) {
  return payPieAction(context, url);
}

export default function PieCheckout() {
  const { pie, paid, cancelled } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { error?: string } | undefined;
  const price = pie.creationPrice ? formatDollars(pie.creationPrice.cents) : "---";
  return (
    <section className="stack card narrow">
      <h1>Checkout</h1>
      {answer?.error ? <Alert kind="danger">{answer.error}</Alert> : null}
      {paid ? <Alert kind="info">{m.awaitingPayment}</Alert> : null}
      {cancelled ? <Alert kind="warning">{m.paymentCancelled}</Alert> : null}
      <div className="pie-header">
        <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={pie.displayName ?? ""} small />
        <div className="stack">
          <h2>{pie.displayName}</h2>
          <p>
            Creating a pie of {pie.maxSlices?.toLocaleString("en-US")} slices: <strong>{price}</strong>
          </p>
        </div>
      </div>
      <Form method="post">
        <StatusButton pendingText="Opening the payment…">{`Pay ${price}`}</StatusButton>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
