import { Form, href, Link, NavLink, useMatches } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { SUPPORT_EMAIL } from "~/lib/constants";
import { Avatar, initials } from "./avatar";
import { ImpersonationBadge } from "~/components/account/impersonation-badge";
import { BackIcon, BellIcon, CalendarIcon, SearchIcon, UserIcon } from "./icons";
import { LogoutMenuItem } from "~/components/access/logout";
import { Logo } from "./logo";
import { AuthModal } from "~/components/access/auth-modal";

export interface ShellUser {
  name?: string | null;
  userName?: string | null;
  emailAddress: string;
  avatarUrl?: string | null;
}

function useHeaderTitle(): { crumbs: string[]; backTo?: string; search: boolean; didYouKnow: boolean } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) {
      const title = typeof handle.title === "function" ? handle.title(matches[i].loaderData) : handle.title;
      return {
        crumbs: title.split("/").filter(Boolean),
        backTo: handle.backTo,
        search: handle.headerSearch !== false,
        didYouKnow: handle.didYouKnow === true,
      };
    }
  }
  return { crumbs: [], search: true, didYouKnow: false };
}

/** The members' shell: side menu, header (back, breadcrumb, search, bell, profile menu), content. */
export function Shell({
  user,
  productName,
  impersonated = false,
  children,
}: {
  user: ShellUser;
  productName: string;
  /** Staff is acting as this user: show the "Impersonated" badge (spec 1 §2.4). */
  impersonated?: boolean;
  children: React.ReactNode;
}) {
  const { crumbs, backTo, search, didYouKnow } = useHeaderTitle();
  return (
    <div className="shell">
      <aside className="side-menu" aria-label="Side panel">
        <Logo productName={productName} to={href("/events")} />
        <nav aria-label="Main">
          <NavLink to={href("/events")} className="side-link">
            <CalendarIcon /> <span>Events</span>
          </NavLink>
          <NavLink to={href("/profile")} className="side-link">
            <UserIcon /> <span>Profile</span>
          </NavLink>
        </nav>
        {didYouKnow ? (
          <div className="did-you-know">
            <strong>Did You Know?</strong>
            <p>Clubs are coming: earn rep points and rewards for the events you love.</p>
            <button type="button" className="button button-secondary" disabled>
              Coming Soon
            </button>
          </div>
        ) : null}
        <TermsLinks className="side-terms" />
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
          {search ? (
            <Form method="get" action={href("/search")} className="header-search" role="search">
              <label htmlFor="header-search" className="visually-hidden">
                Search
              </label>
              <SearchIcon />
              <input id="header-search" type="search" name="q" placeholder="Search events" required minLength={1} />
            </Form>
          ) : null}
          {impersonated ? <ImpersonationBadge name={user.name} userName={user.userName} email={user.emailAddress} /> : null}
          <span className="icon-button" role="img" aria-label="Notifications">
            <BellIcon />
          </span>
          <details className="profile-menu">
            {/* The name contains the initials the avatar shows (WCAG 2.5.3, label in name). */}
            <summary aria-label={user.avatarUrl ? "Profile menu" : `${initials(user.name)}, profile menu`}>
              <Avatar name={user.name} url={user.avatarUrl} size={32} />
            </summary>
            {/* A disclosure of links (no arrow-key menu behaviour), so no menu role. */}
            <div className="menu">
              <div className="menu-header">
                <strong>{user.name ?? "Unknown"}</strong>
                <span>{user.userName ? `@${user.userName}` : user.emailAddress}</span>
              </div>
              <Link to={href("/profile")} className="menu-item">
                Profile information
              </Link>
              <Link to={href("/profile/settings")} className="menu-item">
                Settings
              </Link>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="menu-item">
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
            <Link to={href("/events")} className="button button-primary">
              Go To Home
            </Link>
          ) : (
            <>
              <Link to={`${href("/auth/login")}?to=${to}`} className="button button-ghost" data-auth-modal="login">
                Sign In
              </Link>
              <Link to={`${href("/auth/sign-up")}?to=${to}`} className="button button-primary" data-auth-modal="sign-up">
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
        <TermsLinks />
      </footer>
      {signedIn ? null : <AuthModal returnTo={returnTo} />}
    </div>
  );
}

/** The terms/privacy links of the side panel and the public footer (spec 1 §2.4). */
export function TermsLinks({ className }: { className?: string }) {
  return (
    <nav className={`terms-links ${className ?? ""}`} aria-label="Legal">
      <Link to={href("/terms-of-service")}>Terms of Service</Link>
      <Link to={href("/privacy-policy")}>Privacy Policy</Link>
    </nav>
  );
}
