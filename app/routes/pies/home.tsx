import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { loadPieHome, wishPieAction } from "~/.server/pies/home.server";
import { PieImage } from "~/components/pies/pie-parts";
import { StatusButton } from "~/components/ui/status-button";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { HOME_TABS, homeHref } from "~/lib/pies/home";
import type { RouteHandle } from "~/lib/route-handle";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";
import { formatDollars, pieTexts as t } from "../../../contract/pies/messages";

export const handle: RouteHandle = { title: "Home", didYouKnow: true };

export const meta: Route.MetaFunction = () => [{ title: "Home" }, { name: "robots", content: "noindex" }];

/** /home (spec 1 §2.2 main area; ADR 0068): the members' pie lists, Featured, Newcomers and Watchlist. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadPieHome(context, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return wishPieAction(context, request, url);
}

export default function Home() {
  const { tab, after, nodes, endCursor } = useLoaderData<typeof loader>();
  const current = HOME_TABS.find((item) => item.id === tab) ?? HOME_TABS[0];
  return (
    <section className="stack">
      <h1>Home</h1>
      <nav className="tabs" aria-label="Pie lists">
        {HOME_TABS.map((item) => (
          <Link key={item.id} to={homeHref(item.id)} className={`tab ${item.id === tab ? "tab-active" : ""}`} aria-current={item.id === tab ? "page" : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {nodes.length === 0 ? (
        <div className="empty">
          <h2>No pies here</h2>
          <p className="muted">{current.empty}</p>
          {tab === "watchlist" ? (
            <Link to={homeHref("featured")} className="button button-secondary">
              Explore featured pies
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="pie-home-list" aria-label={`${current.label} pies`}>
          {nodes.map((pie) => {
            const name = pie.displayName ?? PROFILE_DEFAULTS.name;
            return (
              <li key={pie.pieId} className="card pie-home-card">
                <PieImage layers={pie.appearance} name={name} small />
                <div className="stack">
                  <h2>
                    <Link to={`/legacy/pies/${pie.slug ?? pie.pieId}`}>{name}</Link>{" "}
                    {pie.isVerified ? <span className="pill">{t.verified}</span> : null}
                  </h2>
                  <p className="muted">
                    By {pie.createdBy.name || PROFILE_DEFAULTS.name} · Rank {pie.rank ?? PROFILE_DEFAULTS.rank} · {pie.slicePrice ? `${formatDollars(pie.slicePrice.cents)} a slice` : "---"}
                  </p>
                  <p>{pie.wishersCount === 1 ? "1 member wishes for it" : `${pie.wishersCount} members wish for it`}</p>
                  <Form method="post" replace>
                    <input type="hidden" name="pieId" value={pie.pieId} />
                    {/* The pie's name completes the button's name for assistive technologies; pending, the button is disabled. */}
                    <StatusButton variant={pie.wished ? "secondary" : "primary"} name="wished" value={String(!pie.wished)} pendingFor={{ pieId: pie.pieId }}>
                      {pie.wished ? "Remove from watchlist" : "Wish"}
                      <span className="visually-hidden">{pie.wished ? `: ${name}` : ` for ${name}`}</span>
                    </StatusButton>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        {after ? (
          <Link to={homeHref(current.id)} className="button button-ghost">
            Back to first page
          </Link>
        ) : null}
        {endCursor ? (
          <Link to={homeHref(current.id, endCursor)} className="button button-secondary">
            More pies
          </Link>
        ) : null}
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
