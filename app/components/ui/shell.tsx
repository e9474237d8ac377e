import { href, useLocation, useMatches } from "react-router";
import { Link } from "~/components/ui/link";
import type { RouteHandle } from "~/lib/route-handle";
import { SUPPORT_EMAIL } from "~/lib/constants";
import { Avatar, initials } from "./avatar";
import { ImpersonationBadge } from "~/components/account/impersonation-badge";
import { NotificationBell } from "~/components/account/notifications/bell";
import { HeaderSearch } from "~/components/events/header-search";
import { LogoutMenuItem } from "~/components/access/logout";
import { Logo } from "./logo";
import { CREATE_MENU_MARKUP, headerTitleMarkup, sideMenuMarkup, TERMS_LINKS_MARKUP } from "./shell-markup";
import { AuthModal } from "~/components/access/auth-modal";

export interface ShellUser {
  name?: string | null;
  userName?: string | null;
  emailAddress: string;
  avatarUrl?: string | null;
  /** Created an event or holds a team role on one: Manage Events is enabled (spec 1 §2.4). */
  managesEvents?: boolean;
}

/** The event management pages (spec 2 §2); the hosting area serves them. */
const MANAGE_EVENTS_PATH = "/rep-club/events";

function useHeaderTitle(): { crumbs: string[]; backTo?: string; search: boolean; didYouKnow: boolean } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) {
      const title = typeof handle.title === "function" ? handle.title(matches[i].loaderData) : handle.title;
      return {
        crumbs: title.split("/").filter(Boolean),
        backTo: typeof handle.backTo === "function" ? handle.backTo(matches[i].loaderData) : handle.backTo,
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
  unreadCount = 0,
  developerMode = null,
  children,
}: {
  /** Outside production: the developer-mode toggle, its state and where it returns. */
  developerMode?: { on: boolean; back: string } | null;
  user: ShellUser;
  productName: string;
  /** The bell's count, from the same request as the user. */
  unreadCount?: number;
  /** Staff is acting as this user: show the "Impersonated" badge (spec 1 §2.4). */
  impersonated?: boolean;
  children: React.ReactNode;
}) {
  const { crumbs, backTo, search, didYouKnow } = useHeaderTitle();
  const { pathname } = useLocation();
  // The side panel, the header's title and the create menu are markup (ADR 0038): React
  // renders one element for each instead of some thirty, on every signed-in page.
  return (
    <div className="shell">
      <aside
        className="side-menu"
        aria-label="Side panel"
        dangerouslySetInnerHTML={{ __html: sideMenuMarkup({ productName, pathname, didYouKnow, developerMode }) }}
      />
      <div className="shell-main">
        <header className="app-header">
          <div className="header-title" dangerouslySetInnerHTML={{ __html: headerTitleMarkup({ crumbs, backTo }) }} />
          {search ? (
            <HeaderSearch />
          ) : null}
          {impersonated ? <ImpersonationBadge name={user.name} userName={user.userName} email={user.emailAddress} /> : null}
          <details className="profile-menu create-menu" dangerouslySetInnerHTML={{ __html: CREATE_MENU_MARKUP }} />
          <NotificationBell unreadCount={unreadCount} />
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
              {user.managesEvents ? (
                <Link to={MANAGE_EVENTS_PATH} className="menu-item">
                  Manage Events
                </Link>
              ) : (
                <span className="menu-item menu-item-disabled" aria-disabled="true">
                  Manage Events <small>Create an event to manage it here.</small>
                </span>
              )}
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

/** The terms/privacy links of the public footer (spec 1 §2.4); the side panel has the same in its markup. */
function TermsLinks() {
  return <nav className="terms-links" aria-label="Legal" dangerouslySetInnerHTML={{ __html: TERMS_LINKS_MARKUP }} />;
}
