// Playwright fixtures for the e2e specs, on top of the accessibility-checked `page`
// (./a11y.ts): the login form, a fresh member (signed in or not), the demo
// attendee, host and support agent signed in (by the login form's post, without its pages),
// the demo host's API token, and the outbox.
//
//   test("…", async ({ page, member, outbox }) => { … })
//
// A spec picks the fresh member's e-mail label and name with
// `test.use({ memberProfile: { label: "long-name", name: "…" } })`.
import type { Page } from "@playwright/test";
import { test as checkedPages, expect } from "./a11y";
import { DEMO_ATTENDEE, DEMO_HOST, DEMO_SUPPORT } from "./demo";
import { apiSignIn, createMember, type Member } from "./members";
import { hydrated } from "./hydration";
import { codeFrom, latestMessage, linkFrom, readOutbox, type OutboxMessage, type ReadOutboxOptions } from "./outbox";

export interface Credentials {
  email: string;
  password: string;
}

/** The e-mail label and display name of the `freshMember` fixture. */
export interface MemberProfile {
  label: string;
  name: string;
}

type LatestOptions = Omit<ReadOutboxOptions, "atLeast">;

/** The development outbox, read through the test's API request context. */
export interface Outbox {
  /** Every matching message to `to`, newest first, waiting for at least one (or `atLeast`). */
  all(to: string, options?: ReadOutboxOptions): Promise<OutboxMessage[]>;
  /** The newest matching message to an address or phone number. */
  latest(to: string, options?: LatestOptions): Promise<OutboxMessage>;
  /** The one-time code in the newest matching message. */
  code(to: string, options?: LatestOptions & { digits?: number }): Promise<string>;
  /** The first link containing `part` (or matching it) in the newest matching message. */
  link(to: string, part: string | RegExp, options?: LatestOptions): Promise<string>;
  /** Opens that link on `page` (the test's page unless given); returns the link. */
  open(to: string, part: string | RegExp, options?: LatestOptions & { page?: Page }): Promise<string>;
}

export interface Fixtures {
  /** Fills in the two-step login form on `page` (the test's page unless given). Where it lands is the test's to check. */
  signIn: (who: Credentials, page?: Page) => Promise<void>;
  memberProfile: MemberProfile;
  /** A new, verified, complete member made through the API; not signed in. */
  freshMember: Member;
  /** `freshMember`, signed in on the test's page (on the event list). */
  member: Member;
  /** The demo attendee (a member with RSVPs), signed in on the test's page (on the event list). */
  attendee: typeof DEMO_ATTENDEE;
  /** The demo host, signed in on the test's page (on the event list). */
  host: typeof DEMO_HOST;
  /** The demo support agent (staff), signed in on the test's page (on the event list). */
  supportAgent: typeof DEMO_SUPPORT;
  /** An API access token of the demo host, for arranging data through GraphQL. */
  hostToken: string;
  outbox: Outbox;
}

/** Fills in the two-step login form the page shows (reached by a link, say) and submits it. */
export async function submitLoginForm(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel("Email, Username, or Phone Number").fill(who.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function fillLoginForm(page: Page, who: Credentials): Promise<void> {
  await page.goto("/auth/login");
  await submitLoginForm(page, who);
}

/**
 * Signs in on the page's browser context by posting the login form's last step, as the
 * browser would, then opens where the app sends the member (the event list). The session
 * cookie is the app's own. For a test about something else, not the login form: that form
 * is the tests' of access (journey, account, sign-up …) and of `signIn`.
 */
async function signedIn<T extends Credentials>(page: Page, who: T): Promise<T> {
  const answer = await page.request.post("/auth/login", {
    form: { intent: "sign-in", userName: who.email, password: who.password },
    maxRedirects: 0,
  });
  expect(answer.status(), `signing in as ${who.email}`).toBe(302);
  await page.goto(answer.headers().location);
  await expect(page).toHaveURL(/\/events$/);
  return who;
}

/**
 * With JavaScript on, the test page's `goto` returns once the page has hydrated, so the test's
 * next click meets the page as a visitor would a moment later, not its server markup.
 */
function gotoAwaitsHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
}

export const test = checkedPages.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) gotoAwaitsHydration(page);
    await use(page);
  },
  signIn: async ({ page }, use) => {
    await use((who, onPage = page) => fillLoginForm(onPage, who));
  },
  memberProfile: [{ label: "member", name: "Jordan Lee" }, { option: true }],
  freshMember: async ({ request, memberProfile }, use) => {
    await use(await createMember(request, memberProfile.label, { name: memberProfile.name }));
  },
  member: async ({ page, freshMember }, use) => {
    await use(await signedIn(page, freshMember));
  },
  attendee: async ({ page }, use) => {
    await use(await signedIn(page, DEMO_ATTENDEE));
  },
  host: async ({ page }, use) => {
    await use(await signedIn(page, DEMO_HOST));
  },
  supportAgent: async ({ page }, use) => {
    await use(await signedIn(page, DEMO_SUPPORT));
  },
  hostToken: async ({ request }, use) => {
    await use(await apiSignIn(request, DEMO_HOST.email, DEMO_HOST.password));
  },
  outbox: async ({ request, page }, use) => {
    const latest = (to: string, options?: LatestOptions) => latestMessage(request, to, options);
    const link = async (to: string, part: string | RegExp, options?: LatestOptions) => linkFrom(await latest(to, options), part);
    await use({
      all: (to, options) => readOutbox(request, to, options),
      latest,
      code: async (to, { digits, ...options } = {}) => codeFrom(await latest(to, options), digits),
      link,
      open: async (to, part, { page: onPage = page, ...options } = {}) => {
        const url = await link(to, part, options);
        await onPage.goto(url);
        return url;
      },
    });
  },
});

export { expect };
