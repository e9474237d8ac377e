import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { Link, NavLink, pathIsActive } from "./link";

function renderAt(path: string, element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("Link", () => {
  test("is an <a> with its path, marked for the page's click listener", () => {
    expect(renderToStaticMarkup(<Link to="/events/jazz?tab=info" className="button">Jazz</Link>)).toBe(
      '<a class="button" href="/events/jazz?tab=info" data-link="">Jazz</a>',
    );
  });

  test("carries replace and keep-scroll as attributes; a document link is left to the browser", () => {
    expect(renderToStaticMarkup(<Link to="?page=2" replace preventScrollReset>2</Link>)).toBe(
      '<a href="?page=2" data-link="" data-replace="" data-prevent-scroll-reset="">2</a>',
    );
    expect(renderToStaticMarkup(<Link to="/auth/logout" reloadDocument>Out</Link>)).toBe('<a href="/auth/logout">Out</a>');
  });
});

describe("NavLink", () => {
  test("marks the link to the page shown, and the pages below it unless `end`", () => {
    expect(renderAt("/events/jazz", <NavLink to="/events" className="side-link">Events</NavLink>)).toBe(
      '<a class="side-link active" aria-current="page" href="/events" data-link="">Events</a>',
    );
    expect(renderAt("/events/jazz", <NavLink end to="/events" className="side-link">Events</NavLink>)).toBe(
      '<a class="side-link" href="/events" data-link="">Events</a>',
    );
    expect(renderAt("/profile", <NavLink to="/events" className={({ isActive }) => (isActive ? "tab tab-active" : "tab")}>Events</NavLink>)).toBe(
      '<a class="tab" href="/events" data-link="">Events</a>',
    );
  });

  test.each([
    ["/events", "/events", false, true],
    ["/Events/", "/events", true, true],
    ["/events/jazz", "/events", false, true],
    ["/events/jazz", "/events", true, false],
    ["/eventsx", "/events", false, false],
    ["/events", "/events?tab=mine", true, true],
    ["/events", "/", false, false],
    ["/", "/", true, true],
    ["/rep-club/events/1/approval", "/rep-club/events/1/", true, false],
    ["/rep-club/events/1", "/rep-club/events/1/", true, true],
  ])("at %s, a link to %s (end %s) is active: %s", (current, to, end, active) => {
    expect(pathIsActive(current, to, end)).toBe(active);
  });
});
