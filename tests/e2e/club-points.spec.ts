// Rep points (spec 3 §2 /rep-points and its trade tabs, the manager area's rep-points; ADR 0058).
// Sam, the demo attendee, sees his balance, tier and history in Maya's club; sends Jordan (the
// second demo member) a trade, which Jordan accepts, and both see it in Trade History; a rejected
// and a cancelled trade give the points back. Maya grants Sam points with a reason, which Sam
// reads in his history. The js-on and js-off runs share one server and run at the same time, so
// the journey checks each run's own amounts and reasons in the histories, not totals.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { DEMO_ATTENDEE, DEMO_CLUB, DEMO_CLUB_POINTS, DEMO_HOST, DEMO_SUPPORT } from "../support/demo";
import { expect, graphql, test } from "../support";

async function pageFor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  return context.newPage();
}

async function sendTrade(page: Page, userName: string, points: number) {
  await page.goto("/rep-points/trade-requests");
  const form = page.getByRole("form", { name: "Send a trade request" });
  await expect(form.getByLabel("Club")).toContainText(DEMO_CLUB.name);
  await form.getByLabel("Member user name").fill(userName);
  await form.getByLabel("Points").fill(String(points));
  await form.getByRole("button", { name: "Send request" }).click();
  return form;
}

test("the attendee sees points, tier and history, trades with another member, and gets back rejected and cancelled trades", async ({ page, browser, signIn }, testInfo) => {
  test.slow();
  // The js-on and js-off runs trade between the same two members at the same time: each its own amounts.
  const [sent, rejected, cancelled] = testInfo.project.name === "js-off" ? [17, 15, 14] : [7, 5, 4];
  const offer = (points: number, from: string) => new RegExp(`^\\s*${points} points from ${from}`);
  const offered = (points: number, to: string) => new RegExp(`^\\s*${points} points to ${to}`);
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);

  // Your Rep Points: the club's balance, tier, progress to the next one, and the reasons.
  await page.goto("/rep-points");
  await expect(page).toHaveURL(/\/rep-points\/my-points$/);
  const tabs = page.getByRole("navigation", { name: "Rep points" });
  await expect(tabs.getByRole("link")).toHaveText(["Your Rep Points", "Trade Requests", "Trade History"]);
  await expect(tabs.getByRole("link", { name: "Your Rep Points" })).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DEMO_CLUB.name }) });
  await expect(card.getByText("Balance")).toBeVisible();
  await expect(card.getByText(new RegExp(`Tier: (${DEMO_CLUB_POINTS.tiers.join("|")})`))).toBeVisible();
  await expect(card.getByText(/\d+ points? to (Midnight Regular|After Hours)/)).toBeVisible();
  await expect(card.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toBeVisible();

  // A trade to Jordan: refused beside the fields first (unknown user name, more than the balance).
  await page.getByRole("link", { name: "Trade Requests" }).click();
  await expect(page).toHaveURL(/\/rep-points\/trade-requests$/);
  let form = await sendTrade(page, "no_such_member_here", 5);
  await expect(form.getByText("No member has this user name.")).toBeVisible();
  form = await sendTrade(page, DEMO_SUPPORT.userName, 999_999);
  await expect(form.getByText("You don't have enough points.")).toBeVisible();
  await expect(form.getByLabel("Points")).toHaveValue("999999");

  await sendTrade(page, `@${DEMO_SUPPORT.userName}`, sent);
  await expect(page.getByText(`Trade request sent: ${sent} points to @${DEMO_SUPPORT.userName}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Sent by you" }).getByRole("listitem").filter({ hasText: offered(sent, DEMO_SUPPORT.name) })).toHaveCount(1);

  // Jordan accepts it.
  const jordan = await pageFor(browser, testInfo);
  await signIn(DEMO_SUPPORT, jordan);
  await expect(jordan).toHaveURL(/\/events$/);
  await jordan.goto("/rep-points/trade-requests");
  const incoming = jordan.getByRole("region", { name: "Offered to you" }).getByRole("listitem").filter({ hasText: offer(sent, DEMO_ATTENDEE.name) });
  await expect(incoming).toHaveCount(1);
  await incoming.getByRole("button", { name: "Accept" }).click();
  await expect(jordan.getByText("Trade accepted. The points are yours.")).toBeVisible();
  await jordan.getByRole("link", { name: "Trade History" }).click();
  await expect(jordan).toHaveURL(/\/rep-points\/trade-history$/);
  await expect(jordan.getByRole("listitem").filter({ hasText: offer(sent, DEMO_ATTENDEE.name) }).first()).toContainText("Accepted");
  // Jordan's balance went up by the amount: the history says so, with whom.
  await jordan.getByRole("link", { name: "Your Rep Points" }).click();
  await expect(jordan.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: `+${sent}Trade accepted` }).first()).toContainText(DEMO_ATTENDEE.name);
  await page.getByRole("link", { name: "Trade History" }).click();
  await expect(page).toHaveURL(/\/rep-points\/trade-history$/);
  await expect(page.getByRole("listitem").filter({ hasText: offered(sent, DEMO_SUPPORT.name) }).first()).toContainText("Accepted");

  // A trade Jordan rejects comes back to Sam.
  await sendTrade(page, DEMO_SUPPORT.userName, rejected);
  await expect(page.getByText(`Trade request sent: ${rejected} points to @${DEMO_SUPPORT.userName}.`)).toBeVisible();
  await jordan.goto("/rep-points/trade-requests");
  const rejecting = jordan.getByRole("region", { name: "Offered to you" }).getByRole("listitem").filter({ hasText: offer(rejected, DEMO_ATTENDEE.name) });
  await rejecting.getByRole("button", { name: "Reject" }).click();
  await expect(jordan.getByText("Trade rejected. The points went back to the sender.")).toBeVisible();

  // A trade Sam cancels comes back too.
  await sendTrade(page, DEMO_SUPPORT.userName, cancelled);
  await expect(page.getByText(`Trade request sent: ${cancelled} points to @${DEMO_SUPPORT.userName}.`)).toBeVisible();
  const cancelling = page.getByRole("region", { name: "Sent by you" }).getByRole("listitem").filter({ hasText: offered(cancelled, DEMO_SUPPORT.name) });
  await cancelling.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Trade cancelled. The points are back in your balance.")).toBeVisible();
  await expect(cancelling).toHaveCount(0);

  // Sam's history tells each change with its reason and amount: out for each request, back for the rejected and cancelled ones.
  await page.getByRole("link", { name: "Your Rep Points" }).click();
  await expect(page).toHaveURL(/\/rep-points\/my-points$/);
  const entries = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `+${cancelled}Trade cancelled: points returned` }).first()).toContainText(DEMO_SUPPORT.name);
  await expect(entries.filter({ hasText: `+${rejected}Trade rejected: points returned` }).first()).toContainText(DEMO_SUPPORT.name);
  for (const points of [sent, rejected, cancelled]) {
    await expect(entries.filter({ hasText: `−${points}Trade request to @${DEMO_SUPPORT.userName}` }).first()).toContainText(DEMO_SUPPORT.name);
  }
  await jordan.context().close();
});

test("the club owner grants a member points with a reason the member reads in their history", async ({ page, browser, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const reason = `Thanks for the photos ${testInfo.project.name} ${Date.now().toString(36)}`;

  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${club.bySlug.clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Rep Points" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${club.bySlug.clubId}/rep-points$`));
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Rep Points` })).toBeVisible();
  const members = page.getByRole("table");
  await expect(members.getByRole("row").filter({ hasText: `@${DEMO_ATTENDEE.userName}` })).toHaveCount(1);
  await expect(members.getByRole("row").filter({ hasText: `@${DEMO_SUPPORT.userName}` })).toHaveCount(1);

  const grant = page.getByRole("form", { name: "Grant points" });
  await grant.getByLabel("Member user name").fill("no_such_member_here");
  await grant.getByLabel("Points").fill("15");
  await grant.getByLabel("Reason").fill(reason);
  await grant.getByRole("button", { name: "Grant points" }).click();
  await expect(grant.getByText("No member has this user name.")).toBeVisible();
  await expect(grant.getByLabel("Reason")).toHaveValue(reason);
  await grant.getByLabel("Member user name").fill(`@${DEMO_ATTENDEE.userName}`);
  await grant.getByRole("button", { name: "Grant points" }).click();
  await expect(page.getByText(`15 points granted to @${DEMO_ATTENDEE.userName}.`)).toBeVisible();

  const sam = await pageFor(browser, testInfo);
  await signIn(DEMO_ATTENDEE, sam);
  await expect(sam).toHaveURL(/\/events$/);
  await sam.goto("/rep-points/my-points");
  const granted = sam.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: reason });
  await expect(granted).toHaveCount(1);
  await expect(granted).toContainText("+15");
  await expect(granted).toContainText("Granted");
  await sam.context().close();
});
