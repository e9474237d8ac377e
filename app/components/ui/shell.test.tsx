import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { RouteHandle } from "~/lib/route-handle";
import { PublicChrome, Shell, type DeveloperMode } from "./shell";

const user = { name: "Maya Chen", userName: "mayachen", emailAddress: "maya@example.test", avatarUrl: null, managesEvents: true };

function shellAt(path: string, handle: RouteHandle, developerMode: DeveloperMode | null = null) {
  const Page = () => (
    <Shell user={user} productName={`Gatherly <b>&</b>`} developerMode={developerMode}>
      <p>Page</p>
    </Shell>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Page, handle }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

/** The side panel's HTML. */
const sidePanel = (html: string) => html.slice(html.indexOf("<aside"), html.indexOf("</aside>") + 8);

describe("the members' shell", () => {
  test("the side panel: logo, Events and Profile with the page's section current, the legal links", () => {
    const side = sidePanel(shellAt("/profile/settings", { title: "Profile/Settings" }));
    expect(side).toMatch(/^<aside class="side-menu" aria-label="Side panel"><a class="logo" aria-label="Gatherly &lt;b&gt;&amp;&lt;\/b&gt; home" href="\/events"[^>]*><svg /);
    expect(side).toMatch(/<nav aria-label="Main"><a class="side-link" href="\/events"[^>]*><svg [^>]+>.*?<\/svg> <span>Events<\/span><\/a><a aria-current="page" class="side-link active" href="\/profile"[^>]*><svg /);
    expect(side).toMatch(/<nav class="terms-links side-terms" aria-label="Legal"><a href="\/terms-of-service"[^>]*>Terms of Service<\/a><a href="\/privacy-policy"[^>]*>Privacy Policy<\/a><\/nav><\/aside>$/);
    expect(side).not.toContain("did-you-know");
    expect(side).not.toContain("developer-mode");
  });

  test("Did You Know? and developer mode, when the page and the environment ask for them", () => {
    const side = sidePanel(shellAt("/events", { title: "Events", didYouKnow: true }, { on: true, back: `/events?q="x"` }));
    expect(side).toMatch(/<a aria-current="page" class="side-link active" href="\/events"/);
    expect(side).toContain(
      `<div class="did-you-know"><strong>Did You Know?</strong><p>Rep clubs reward you for the events you love: join one and earn rep points. <a href="/rep-clubs" data-discover="true">Find a club</a></p><p id="did-you-know-text">Points for inviting friends, answering surveys and sharing on social media are on their way.</p><button type="button" class="button button-secondary" disabled="" aria-describedby="did-you-know-text">Coming Soon</button></div>`,
    );
    expect(side).toMatch(/<form class="developer-mode"[^>]* action="\/developer-mode" method="post"><input type="hidden" name="mode" value="off"\/><input type="hidden" name="back" value="\/events\?q=&quot;x&quot;"\/><button type="submit" class="button button-ghost">Developer mode: On<\/button><\/form>/);
  });

  test("developer mode says which features it turns on, and links to those that are on", () => {
    const features = [{ label: "redeeming club offers", path: "/offers", on: true }];
    const on = sidePanel(shellAt("/events", { title: "Events" }, { on: true, back: "/events", features }));
    expect(on).toMatch(/Turns on features in testing for this browser: <span><a href="\/offers"[^>]*>redeeming club offers<\/a> \(on\)<\/span>\./);
    const off = sidePanel(shellAt("/events", { title: "Events" }, { on: false, back: "/events", features: [{ ...features[0]!, on: false }] }));
    expect(off).toContain("<span>redeeming club offers (off)</span>.");
  });

  test("a phone's top bar: the logo and main links head the header; the profile menu holds developer mode and the legal links", () => {
    const html = shellAt("/events", { title: "Events" }, { on: false, back: "/events" });
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header).toMatch(/^<header class="app-header"><div class="header-brand"><a class="logo" aria-label="Gatherly &lt;b&gt;&amp;&lt;\/b&gt; home" href="\/events"[^>]*>.*?<\/a><nav aria-label="Main"><a aria-current="page" class="side-link active" href="\/events"/);
    const menu = header.slice(header.indexOf('<details class="profile-menu">'));
    expect(menu).toMatch(
      /<div class="menu-phone-only"><form class="menu-form"[^>]* action="\/developer-mode" method="post"><input type="hidden" name="mode" value="on"\/><input type="hidden" name="back" value="\/events"\/><button type="submit" class="menu-item">Developer mode: Off<\/button><\/form><nav class="menu-terms" aria-label="Legal"><a class="menu-item" href="\/terms-of-service"[^>]*>Terms of Service<\/a><a class="menu-item" href="\/privacy-policy"[^>]*>Privacy Policy<\/a><\/nav><\/div>/,
    );
    // Without developer mode (production), the legal links alone.
    expect(shellAt("/events", { title: "Events" })).toMatch(/<div class="menu-phone-only"><nav class="menu-terms" aria-label="Legal">/);
  });

  test("Log Out is a link to its question's page; the page does not carry the question's dialog, made only when asked for", () => {
    const html = shellAt("/events", { title: "Events" });
    expect(html).toMatch(/<a class="menu-item" href="\/auth\/logout"[^>]*>Log Out<\/a>/);
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("Are you sure you want to log out?");
  });

  test("the header: Back, the breadcrumb with the page current, and the create menu", () => {
    const html = shellAt("/events/jazz", { title: `Events/Rooftop <Jazz>`, backTo: "/events" });
    expect(html).toMatch(
      /<div class="header-title"><a class="icon-button" aria-label="Back" href="\/events"[^>]*><svg [^>]+><path d="M15 18l-6-6 6-6"><\/path><\/svg><\/a><nav aria-label="Breadcrumb"><ol class="breadcrumb"><li>Events<\/li><li aria-current="page">Rooftop &lt;Jazz&gt;<\/li><\/ol><\/nav><\/div>/,
    );
    expect(html).toMatch(
      /<details class="profile-menu create-menu"><summary class="button button-primary">Create<\/summary><div class="menu"><a class="menu-item" href="\/rep-club\/events\/create\?tab=info"[^>]*>Create event<\/a><a class="menu-item" href="\/my\/rep-clubs\/create"[^>]*>Create club<\/a><\/div><\/details>/,
    );
    expect(shellAt("/profile", { title: "Profile" })).toContain(`<div class="header-title"><nav aria-label="Breadcrumb">`);
  });
});

test("the public footer has the legal links", () => {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <PublicChrome productName="Gatherly" signedIn returnTo="/events">
          <p>Page</p>
        </PublicChrome>
      ),
    },
  ]);
  expect(renderToStaticMarkup(<Stub initialEntries={["/events"]} />)).toMatch(
    /<nav class="terms-links" aria-label="Legal"><a href="\/terms-of-service"[^>]*>Terms of Service<\/a><a href="\/privacy-policy"[^>]*>Privacy Policy<\/a><\/nav><\/footer>/,
  );
});

test("the public footer links the product's social accounts when a deployment names them, and nothing otherwise", () => {
  const footer = (socialLinks: { network: "instagram" | "x"; url: string }[]) => {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <PublicChrome productName="Gatherly" signedIn={false} returnTo="/events" socialLinks={socialLinks}>
            <p>Page</p>
          </PublicChrome>
        ),
      },
    ]);
    return renderToStaticMarkup(<Stub initialEntries={["/events"]} />);
  };
  expect(footer([{ network: "instagram", url: "https://instagram.com/gatherly" }, { network: "x", url: "https://x.com/gatherly" }])).toContain(
    `<nav class="social-links" aria-label="Gatherly on social media"><a href="https://instagram.com/gatherly" rel="me noopener">Instagram</a><a href="https://x.com/gatherly" rel="me noopener">X</a></nav>`,
  );
  expect(footer([])).not.toContain("social-links");
});
