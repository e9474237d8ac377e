import { Link, Outlet, useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { pointsTexts as t } from "~/lib/clubs/points-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { POINTS_TABS } from "../../../../contract/clubs/points-messages";

export const handle: RouteHandle = { title: "Rep Points" };

/** /rep-points/* (spec 3 §2): the member's rep points under the trade tabs Your Rep Points, Trade Requests, Trade History. */
export default function RepPointsLayout() {
  const { pathname } = useLocation();
  return (
    <section className="stack-lg">
      <h1>{t.pageTitle}</h1>
      <nav className="tabs" aria-label={t.tabsLabel}>
        {POINTS_TABS.map((tab) => {
          const current = pathname === tab.path;
          return (
            <Link key={tab.path} to={tab.path} className={`tab ${current ? "tab-active" : ""}`} aria-current={current ? "page" : undefined}>
              {tab.label}
            </Link>
          );
        })}
      </nav>
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
