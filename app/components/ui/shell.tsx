import { Form, href, Link, NavLink, useMatches } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { SUPPORT_EMAIL } from "~/lib/constants";
import { Avatar } from "./avatar";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";
import { ImpersonationBadge } from "~/components/account/impersonation-badge";
import { BackIcon, CalendarIcon, UserIcon } from "./icons";
import { NotificationBell } from "~/components/account/notifications/bell";
import { HeaderSearch } from "~/components/events/header-search";
import { LogoutMenuItem } from "~/components/access/logout";
import { Logo } from "./logo";
import { AuthModal } from "~/components/access/auth-modal";
import { SOCIAL_LINK_LABELS, type SocialLink } from "../../../contract/common/social-links";

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
  liteMode = null,
  children,
}: {
  /** The lite-mode switch: the member's choice (a cookie), whether the browser asks for it anyway, and where it returns. */
  liteMode?: { on: boolean; byBrowser: boolean; back: string } | null;
  /** Outside production: the developer-mode toggle, its state and where it returns. */
  developerMode?: DeveloperMode | null;
  user: ShellUser;
  productName: string;
  /** The bell's count, from the same request as the user. */
  unreadCount?: number;
  /** Staff is acting as this user: show the "Impersonated" badge (spec 1 §2.4). */
  impersonated?: boolean;
  children: React.ReactNode;
}) {
  const { crumbs, backTo, search, didYouKnow } = useHeaderTitle();
  return (
    <div className="shell">
      <aside className="side-menu" aria-label="Side panel">
        <Logo productName={productName} to={href("/events")} />
        <MainNav />
        {didYouKnow ? (
          <div className="did-you-know">
            <strong>Did You Know?</strong>
            <p>
              Rep clubs reward you for the events you love: join one and earn rep points.{" "}
              <Link to={href("/rep-clubs")}>Find a club</Link>
            </p>
            {/* The earning rules no action triggers yet (ADR 0071): what the "Coming Soon" button of spec 1 announces. */}
            <p id="did-you-know-text">Points for inviting friends, answering surveys and sharing on social media are on their way.</p>
            <button type="button" className="button button-secondary" disabled aria-describedby="did-you-know-text">
              Coming Soon
            </button>
          </div>
        ) : null}
        {developerMode ? <DeveloperModeToggle {...developerMode} /> : null}
        <TermsLinks className="terms-links side-terms" />
      </aside>
      <div className="shell-main">
        <header className="app-header">
          {/* On a phone the side panel gives way to this: the logo and the main links head the bar
              (CSS shows one of the two, so one "Main" navigation is ever there). */}
          <div className="header-brand">
            <Logo productName={productName} to={href("/events")} />
            <MainNav />
          </div>
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
            <HeaderSearch />
          ) : null}
          {impersonated ? <ImpersonationBadge name={user.name} userName={user.userName} email={user.emailAddress} /> : null}
          <CreateMenu />
          <NotificationBell unreadCount={unreadCount} />
          <details className="profile-menu">
            <summary aria-label="Profile menu">
              <Avatar url={user.avatarUrl} size={32} />
            </summary>
            {/* A disclosure of links (no arrow-key menu behaviour), so no menu role. */}
            <div className="menu">
              <div className="menu-header">
                <strong>{user.name || PROFILE_DEFAULTS.name}</strong>
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
              {liteMode ? <LiteModeSwitch {...liteMode} /> : null}
              {/* On a phone, what the side panel holds on a wide screen: developer mode and the legal links. */}
              <div className="menu-phone-only">
                {developerMode ? <DeveloperModeToggle {...developerMode} inMenu /> : null}
                <TermsLinks className="menu-terms" linkClassName="menu-item" />
              </div>
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

/** The main links: the side panel's, and the phone's top bar's. */
function MainNav() {
  return (
    <nav aria-label="Main">
      <NavLink to={href("/events")} className="side-link">
        <CalendarIcon /> <span>Events</span>
      </NavLink>
      <NavLink to={href("/profile")} className="side-link">
        <UserIcon /> <span>Profile</span>
      </NavLink>
    </nav>
  );
}

/** The developer-mode toggle's state: on or off, where to come back to, and the flags' features (on now or not). */
export interface DeveloperMode {
  on: boolean;
  back: string;
  features?: readonly { label: string; path: string; on: boolean }[];
}

/**
 * Outside production only (spec 1 §2.4): every feature flag on for this browser (app/lib/feature-flags.ts).
 * In the side panel (with what it turns on, and links to what is on), or (a phone) the profile menu.
 */
function DeveloperModeToggle({ on, back, features = [], inMenu = false }: DeveloperMode & { inMenu?: boolean }) {
  const form = (
    <Form method="post" action="/developer-mode" className={inMenu ? "menu-form" : "developer-mode"} reloadDocument>
      <input type="hidden" name="mode" value={on ? "off" : "on"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={inMenu ? "menu-item" : "button button-ghost"}>
        {`Developer mode: ${on ? "On" : "Off"}`}
      </button>
    </Form>
  );
  if (inMenu || features.length === 0) return form;
  return (
    <>
      {form}
      <p className="muted small developer-mode-note">
        Turns on features in testing for this browser:{" "}
        {features.map((feature, index) => (
          <span key={feature.path}>
            {index > 0 ? ", " : ""}
            {feature.on ? <Link to={feature.path}>{feature.label}</Link> : feature.label}
            {feature.on ? " (on)" : " (off)"}
          </span>
        ))}
        .
      </p>
    </>
  );
}

/**
 * Lite mode (app/lib/lite-mode.ts): pages without scripts and with small images. A full page
 * load either way, since the switch changes whether the page has scripts at all.
 */
function LiteModeSwitch({ on, byBrowser, back }: { on: boolean; byBrowser: boolean; back: string }) {
  if (byBrowser && !on) {
    return (
      <span className="menu-item menu-item-disabled" aria-disabled="true">
        Lite mode: On <small>Your browser asks to save data.</small>
      </span>
    );
  }
  return (
    <Form method="post" action="/lite-mode" className="menu-form" reloadDocument>
      <input type="hidden" name="mode" value={on ? "off" : "on"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="menu-item" aria-describedby="lite-mode-hint">
        {`Lite mode: ${on ? "On" : "Off"}`}
      </button>
      <small id="lite-mode-hint" className="menu-item-hint">
        No scripts and smaller images, for slow connections.
      </small>
    </Form>
  );
}

/** The header's create menu (spec 1 §2.4): only what exists can be created. */
function CreateMenu() {
  return (
    <details className="profile-menu create-menu">
      <summary className="button button-primary">Create</summary>
      <div className="menu">
        <Link to={`${href("/rep-club/events/create")}?tab=info`} className="menu-item">
          Create event
        </Link>
        <Link to={href("/my/rep-clubs/create")} className="menu-item">
          Create club
        </Link>
      </div>
    </details>
  );
}

/** Visitors' chrome: Sign In and Join Now (or Go To Home when signed in), and a footer with the product's social links. */
export function PublicChrome({
  productName,
  signedIn,
  returnTo,
  socialLinks = [],
  children,
}: {
  productName: string;
  signedIn: boolean;
  returnTo: string;
  socialLinks?: readonly SocialLink[];
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
        {socialLinks.length > 0 ? (
          <nav className="social-links" aria-label={`${productName} on social media`}>
            {socialLinks.map((link) => (
              <a key={link.network} href={link.url} rel="me noopener">
                {SOCIAL_LINK_LABELS[link.network]}
              </a>
            ))}
          </nav>
        ) : null}
        <TermsLinks className="terms-links" />
      </footer>
      {signedIn ? null : <AuthModal returnTo={returnTo} />}
    </div>
  );
}

/** The terms/privacy links of the side panel (a phone: the profile menu) and the public footer (spec 1 §2.4). */
function TermsLinks({ className, linkClassName }: { className: string; linkClassName?: string }) {
  return (
    <nav className={className} aria-label="Legal">
      <Link to={href("/terms-of-service")} className={linkClassName}>
        Terms of Service
      </Link>
      <Link to={href("/privacy-policy")} className={linkClassName}>
        Privacy Policy
      </Link>
    </nav>
  );
}
