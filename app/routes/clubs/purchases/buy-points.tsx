import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/buy-points";
import { buyPointsAction, loadPointsShop } from "~/.server/clubs/purchases/purchases.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { clubPagePath } from "~/lib/clubs/discover";
import { buyPointsPath } from "~/lib/clubs/purchase-forms";
import { formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { purchaseMessages as m } from "../../../../contract/clubs/purchases-messages";

export const handle: RouteHandle = { title: (data) => `Rep clubs/${(data as { shop?: { club: { name: string } } } | undefined)?.shop?.club.name ?? "Club"}/${m.title}` };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.shop.club.name}: ${m.title}` : m.title }, { name: "robots", content: "noindex" }];

/**
 * /rep-clubs/{id}/buy-points (spec 3 §2; ADR 0065): the club's points packages, its default
 * buy-points offer first and marked. Buy starts an order and sends the member to the payment page;
 * a visitor who is not a member is sent to Join on the club page first. Signed in.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadPointsShop(context, url, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return buyPointsAction(context, request, url, params.id);
}

export default function BuyPoints() {
  const { shop, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { club } = shop;
  // The default offer first, then the others in the club's order.
  const packages = [...shop.packages].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <section className="page-narrow stack-lg">
      <p>
        <Link to={clubPagePath(club)}>← {club.name}</Link>
      </p>
      <div className="stack-sm">
        <h1>
          {club.name}: {m.title}
        </h1>
        <p className="muted">{m.intro}</p>
      </div>
      {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
      {!shop.isMember ? (
        <div className="card stack-sm">
          <p>{m.joinFirst}</p>
          <p>
            <Link className="button button-primary" to={clubPagePath(club)}>
              Join {club.name}
            </Link>
          </p>
        </div>
      ) : null}
      {packages.length === 0 ? (
        <p className="empty">{m.noPackages}</p>
      ) : (
        <ul className="stack" aria-label={m.title}>
          {packages.map((pack) => (
            <li key={pack.offerId} className="card stack-sm">
              <div className="stack-sm">
                {pack.isDefault ? <span className="pill pill-success">{m.recommended}</span> : null}
                <h2>{pack.title}</h2>
                {pack.description ? <p className="muted">{pack.description}</p> : null}
                <p>
                  <strong>{m.points(pack.points)}</strong>
                  {pack.repPointsMultiplier > 1 ? (
                    <>
                      {" "}
                      <span className="pill">{m.bonus(pack.repPointsMultiplier)}</span>
                    </>
                  ) : null}
                </p>
                <p className="large">{formatMoney(pack.priceCents, pack.currency)}</p>
              </div>
              {shop.isMember ? (
                <Form method="post" action={buyPointsPath(club.slug)}>
                  <input type="hidden" name="offerId" value={pack.offerId} />
                  <input type="hidden" name="idempotencyKey" value={`${idempotencyKey}:${pack.offerId}`} />
                  <StatusButton pendingText={m.buying} aria-label={`${m.buy} ${pack.title}`}>
                    {m.buy}
                  </StatusButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
