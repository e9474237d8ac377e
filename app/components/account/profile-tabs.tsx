import { Link, useLocation } from "react-router";
import { PROFILE_TABS } from "~/lib/account/profile-texts";

/** Links to every profile section; the current one is marked for screen readers too. */
export function ProfileTabs() {
  const { pathname } = useLocation();
  return (
    <nav className="tabs profile-tabs" aria-label="Profile sections">
      {PROFILE_TABS.map((tab) => {
        const current = pathname === tab.to;
        return (
          <Link key={tab.to} to={tab.to} className={`tab ${current ? "tab-active" : ""}`} aria-current={current ? "page" : undefined}>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
