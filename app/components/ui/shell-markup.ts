import { escapeHtml } from "~/lib/html";
import { href } from "react-router";
import { BACK_ICON_MARKUP, CALENDAR_ICON_MARKUP, USER_ICON_MARKUP } from "./icons";
import { pathIsActive } from "./link";
import { logoMarkup } from "./logo";

// The fixed parts of the members' shell, written as HTML (docs/decisions/0038-shell-as-markup.md).
// Every signed-in page shows them; nothing in them needs React: their links are marked for the
// one click listener of useLinkNavigation (ADR 0035) and their one form reloads the document.

/** A link of the side panel's main navigation, active (aria-current) on its path and below. */
function sideLinkMarkup(to: string, icon: string, label: string, pathname: string): string {
  const active = pathIsActive(pathname, to, false);
  return `<a class="side-link${active ? " active" : ""}"${active ? ` aria-current="page"` : ""} href="${escapeHtml(to)}" data-link="">${icon} <span>${label}</span></a>`;
}

/** The terms and privacy links (spec 1 §2.4) of the side panel and the public footer. */
export const TERMS_LINKS_MARKUP =
  `<a href="${href("/terms-of-service")}" data-link="">Terms of Service</a>` + `<a href="${href("/privacy-policy")}" data-link="">Privacy Policy</a>`;

/** The legal links with their navigation landmark, as the side panel shows them. */
export function termsLinksMarkup(className: string): string {
  return `<nav class="terms-links ${escapeHtml(className)}" aria-label="Legal">${TERMS_LINKS_MARKUP}</nav>`;
}

const DID_YOU_KNOW_MARKUP =
  `<div class="did-you-know"><strong>Did You Know?</strong>` +
  `<p id="did-you-know-text">Clubs are coming: earn rep points and rewards for the events you love.</p>` +
  `<button type="button" class="button button-secondary" disabled="" aria-describedby="did-you-know-text">Coming Soon</button></div>`;

/** Outside production only (spec 1 §2.4): every feature flag on for this browser (app/lib/feature-flags.ts). */
function developerModeMarkup({ on, back }: { on: boolean; back: string }): string {
  return (
    `<form class="developer-mode" action="/developer-mode" method="post">` +
    `<input type="hidden" name="mode" value="${on ? "off" : "on"}"/>` +
    `<input type="hidden" name="back" value="${escapeHtml(back)}"/>` +
    `<button type="submit" class="button button-ghost">Developer mode: ${on ? "On" : "Off"}</button></form>`
  );
}

/** The inside of the side panel: logo, Events and Profile, the Did You Know? card, developer mode, legal links. */
export function sideMenuMarkup({
  productName,
  pathname,
  didYouKnow,
  developerMode,
}: {
  productName: string;
  pathname: string;
  didYouKnow: boolean;
  developerMode: { on: boolean; back: string } | null;
}): string {
  return (
    logoMarkup(productName, href("/events")) +
    `<nav aria-label="Main">` +
    sideLinkMarkup(href("/events"), CALENDAR_ICON_MARKUP, "Events", pathname) +
    sideLinkMarkup(href("/profile"), USER_ICON_MARKUP, "Profile", pathname) +
    `</nav>` +
    (didYouKnow ? DID_YOU_KNOW_MARKUP : "") +
    (developerMode ? developerModeMarkup(developerMode) : "") +
    termsLinksMarkup("side-terms")
  );
}

/** The header's title: a Back link when the page names one, and the breadcrumb, the last crumb the current page. */
export function headerTitleMarkup({ crumbs, backTo }: { crumbs: string[]; backTo?: string }): string {
  const back = backTo ? `<a class="icon-button" aria-label="Back" href="${escapeHtml(backTo)}" data-link="">${BACK_ICON_MARKUP}</a>` : "";
  const items = crumbs.map((crumb, i) => (i === crumbs.length - 1 ? `<li aria-current="page">${escapeHtml(crumb)}</li>` : `<li>${escapeHtml(crumb)}</li>`));
  return `${back}<nav aria-label="Breadcrumb"><ol class="breadcrumb">${items.join("")}</ol></nav>`;
}

/** The inside of the header's create menu (spec 1 §2.4): only what exists can be created. */
export const CREATE_MENU_MARKUP =
  `<summary class="button button-primary">Create</summary><div class="menu">` +
  `<a class="menu-item" href="${href("/rep-club/events/create")}?tab=info" data-link="">Create event</a>` +
  `<a class="menu-item" href="${href("/my/rep-clubs/create")}" data-link="">Create club</a></div>`;
