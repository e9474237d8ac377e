import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { asReactMarkup } from "../react-markup.test-support";
import { BackIcon, CalendarIcon, UserIcon } from "./icons";
import { Link, NavLink } from "./link";
import { Logo } from "./logo";
import { CREATE_MENU_MARKUP, headerTitleMarkup, sideMenuMarkup, termsLinksMarkup } from "./shell-markup";

// The shell's fixed parts as React elements: what they were before they became markup
// (docs/decisions/0038-shell-as-markup.md). The developer-mode form reloads the document, so a
// plain <form> stands for React Router's <Form reloadDocument>.

function ReferenceTermsLinks({ className }: { className: string }) {
  return (
    <nav className={`terms-links ${className}`} aria-label="Legal">
      <Link to="/terms-of-service">Terms of Service</Link>
      <Link to="/privacy-policy">Privacy Policy</Link>
    </nav>
  );
}

function ReferenceSideMenu({ productName, didYouKnow, developerMode }: { productName: string; didYouKnow: boolean; developerMode: { on: boolean; back: string } | null }) {
  return (
    <>
      <Logo productName={productName} to="/events" />
      <nav aria-label="Main">
        <NavLink to="/events" className="side-link">
          <CalendarIcon /> <span>Events</span>
        </NavLink>
        <NavLink to="/profile" className="side-link">
          <UserIcon /> <span>Profile</span>
        </NavLink>
      </nav>
      {didYouKnow ? (
        <div className="did-you-know">
          <strong>Did You Know?</strong>
          <p id="did-you-know-text">Clubs are coming: earn rep points and rewards for the events you love.</p>
          <button type="button" className="button button-secondary" disabled aria-describedby="did-you-know-text">
            Coming Soon
          </button>
        </div>
      ) : null}
      {developerMode ? (
        <form method="post" action="/developer-mode" className="developer-mode">
          <input type="hidden" name="mode" value={developerMode.on ? "off" : "on"} />
          <input type="hidden" name="back" value={developerMode.back} />
          <button type="submit" className="button button-ghost">
            Developer mode: {developerMode.on ? "On" : "Off"}
          </button>
        </form>
      ) : null}
      <ReferenceTermsLinks className="side-terms" />
    </>
  );
}

/** What the React elements write at a path (NavLink reads the location). */
function reactMarkupAt(path: string, element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return asReactMarkup(<Stub initialEntries={[path]} />);
}

describe("the side panel's markup", () => {
  test.each([
    ["/events/rooftop-jazz-night", false, { on: false, back: "/events/rooftop-jazz-night" }],
    ["/profile/settings", true, { on: true, back: `/profile?next="<script>&x=1` }],
    ["/notifications", false, null],
    ["/", true, null],
  ])("at %s is what the React elements wrote", (pathname, didYouKnow, developerMode) => {
    const productName = `Gatherly <b>&</b> "Friends"`;
    expect(sideMenuMarkup({ productName, pathname, didYouKnow, developerMode })).toBe(
      reactMarkupAt(pathname, <ReferenceSideMenu productName={productName} didYouKnow={didYouKnow} developerMode={developerMode} />),
    );
  });

  test("marks the page's section as current, and only it", () => {
    const markup = sideMenuMarkup({ productName: "Gatherly", pathname: "/profile/settings", didYouKnow: false, developerMode: null });
    expect(markup).toContain(`<a class="side-link" href="/events" data-link="">`);
    expect(markup).toContain(`<a class="side-link active" aria-current="page" href="/profile" data-link="">`);
    expect(markup).not.toContain("developer-mode");
  });

  test("the legal links", () => {
    expect(termsLinksMarkup("side-terms")).toBe(asReactMarkup(<ReferenceTermsLinks className="side-terms" />));
  });
});

describe("the header's title markup", () => {
  test.each([
    [["Events", `Rooftop <Jazz> & "Night"`], "/events"],
    [["Profile"], undefined],
    [[], `/events?q="x"&y=<1>`],
  ])("for %j (back to %s) is what the React elements wrote", (crumbs, backTo) => {
    const reference = (
      <>
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
      </>
    );
    expect(headerTitleMarkup({ crumbs, backTo })).toBe(asReactMarkup(reference));
  });
});

test("the create menu's markup is what the React elements wrote", () => {
  expect(CREATE_MENU_MARKUP).toBe(
    asReactMarkup(
      <>
        <summary className="button button-primary">Create</summary>
        <div className="menu">
          <Link to="/rep-club/events/create?tab=info" className="menu-item">
            Create event
          </Link>
          <Link to="/my/rep-clubs/create" className="menu-item">
            Create club
          </Link>
        </div>
      </>,
    ),
  );
});
