import { Form, Link, NavLink, useMatches } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { SUPPORT_EMAIL } from "~/lib/constants";
import { Avatar } from "./avatar";
import { BackIcon, BellIcon, CalendarIcon, SearchIcon, UserIcon } from "./icons";
import { LogoutMenuItem } from "./logout";
import { Logo } from "./logo";

export interface ShellUser {
  name?: string | null;
  userName?: string | null;
  emailAddress: string;
  avatarUrl?: string | null;
}

function useHeaderTitle(): { crumbs: string[]; backTo?: string } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) {
      const title = typeof handle.title === "function" ? handle.title(matches[i].loaderData) : handle.title;
      return { crumbs: title.split("/").filter(Boolean), backTo: handle.backTo };
    }
  }
  return { crumbs: [] };
}

/** The members' shell: side menu, header (back, breadcrumb, search, bell, profile menu), content. */
export function Shell({ user, productName, children }: { user: ShellUser; productName: string; children: React.ReactNode }) {
  const { crumbs, backTo } = useHeaderTitle();
  return (
    <div className="shell">
      <aside className="side-menu" aria-label="Main">
        <Logo productName={productName} to="/events" />
        <nav>
          <NavLink to="/events" className="side-link">
            <CalendarIcon /> <span>Events</span>
          </NavLink>
          <NavLink to="/profile" className="side-link">
            <UserIcon /> <span>Profile</span>
          </NavLink>
        </nav>
        <div className="did-you-know">
          <strong>Did You Know?</strong>
          <p>Clubs are coming: earn rep points and rewards for the events you love.</p>
          <button type="button" className="button button-secondary" disabled>
            Coming Soon
          </button>
        </div>
      </aside>
      <div className="shell-main">
        <header className="app-header">
          <div className="header-title">
            {backTo ? (
              <Link to={backTo} className="icon-button" aria-label="Back">
                <BackIcon />
              </Link>
            ) : null}
            <nav aria-label="Breadcrumb">
              <ol className="breadcrumb">
                {crumbs.map((crumb, i) => (
                  <li key={i} aria-current={i === crumbs.length - 1 ? "page" : undefined}>
                    {crumb}
                  </li>
                ))}
              </ol>
            </nav>
          </div>
          <Form method="get" action="/search" className="header-search" role="search">
            <label htmlFor="header-search" className="visually-hidden">
              Search
            </label>
            <SearchIcon />
            <input id="header-search" type="search" name="q" placeholder="Search events" required minLength={1} />
          </Form>
          <span className="icon-button" role="img" aria-label="Notifications">
            <BellIcon />
          </span>
          <details className="profile-menu">
            <summary aria-label="Profile menu">
              <Avatar name={user.name} url={user.avatarUrl} size={32} />
            </summary>
            <div className="menu" role="menu">
              <div className="menu-header">
                <strong>{user.name ?? "Unknown"}</strong>
                <span>{user.userName ? `@${user.userName}` : user.emailAddress}</span>
              </div>
              <Link to="/profile" className="menu-item" role="menuitem">
                Profile information
              </Link>
              <Link to="/profile/settings" className="menu-item" role="menuitem">
                Settings
              </Link>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="menu-item" role="menuitem">
                Support
              </a>
              <LogoutMenuItem />
            </div>
          </details>
        </header>
        <main className="content" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Visitors' chrome: Sign In and Join Now (or Go To Home when signed in), and a footer. */
export function PublicChrome({
  productName,
  signedIn,
  returnTo,
  children,
}: {
  productName: string;
  signedIn: boolean;
  returnTo: string;
  children: React.ReactNode;
}) {
  const to = encodeURIComponent(returnTo);
  return (
    <div className="public">
      <header className="public-header">
        <Logo productName={productName} to="/" />
        <nav className="public-actions">
          {signedIn ? (
            <Link to="/events" className="button button-primary">
              Go To Home
            </Link>
          ) : (
            <>
              <Link to={`/auth/login?to=${to}`} className="button button-ghost">
                Sign In
              </Link>
              <Link to={`/auth/sign-up?to=${to}`} className="button button-primary">
                Join Now
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="public-content" id="main">
        {children}
      </main>
      <footer className="public-footer">
        <span>
          © {new Date().getFullYear()} {productName}
        </span>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Contact us</a>
      </footer>
    </div>
  );
}
