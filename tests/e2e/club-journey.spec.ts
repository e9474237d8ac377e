// A rep club's whole journey (spec 3 §1–§2; ADR 0058–0067, 0071): a new owner adds two loyalty
// tiers, a points bundle and an earn-points check-in rule, and invites an event manager who
// accepts. A member finds the club by keyword, joins, buys the bundle with the sandbox card, is
// admitted at a club night's door by the manager and earns the rule's points, reaches the upper
// tier, takes a bonus the owner gives, redeems a reward, and trades points with a friend who
// accepts; both read every change with its reason. Each run makes its own owner, club and members,
// so the js-on and js-off runs do not meet on one server.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { apiSignIn, createMember, expect, graphql, test, type Member } from "../support";

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId slug } } }`;
const PUBLISH_CLUB = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`;
const CREATE_EVENT = `mutation ($input: EventInfoInput!, $clubId: ID) { event { create(input: $input, clubId: $clubId) { eventId slug } } }`;
const SAVE_TICKET = `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`;
const PUBLISH_EVENT = `mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const MY_PASS = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { status passToken } } } } }`;
const CREATE_OFFER = `mutation ($clubId: ID!, $subType: OfferSubType!, $program: String!, $input: OfferInput!) { club { createOffer(clubId: $clubId, subType: $subType, program: $program, input: $input) { offerId } } }`;
const PUBLISH_OFFER = `mutation ($offerId: ID!) { club { setOfferPublication(offerId: $offerId, publication: PUBLISHED) { offerId } } }`;
const JOIN = `mutation ($clubId: ID!) { club { join(clubId: $clubId) { clubId } } }`;

async function pageFor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  return context.newPage();
}

/** A published club night of the club in about half an hour, with a free ticket. */
async function clubNight(request: APIRequestContext, token: string, clubId: string, name: string) {
  const start = new Date(Date.now() + 30 * 60_000);
  const { event } = await graphql<{ event: { create: { eventId: string; slug: string } } }>(request, token, CREATE_EVENT, {
    clubId,
    input: {
      eventType: "PARTY",
      displayName: name,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timeZone: "America/Los_Angeles",
      isPrivate: false,
      isListed: false,
    },
  });
  const { event: saved } = await graphql<{ event: { saveTicket: { eventTicketId: string } } }>(request, token, SAVE_TICKET, {
    eventId: event.create.eventId,
    input: { ticketType: "Night Entry", kind: "FREE", isRequiredApproval: false, isPrivate: false, isActive: true, optInShowTicketAmount: false },
  });
  await graphql(request, token, PUBLISH_EVENT, { eventId: event.create.eventId });
  return { eventId: event.create.eventId, eventTicketId: saved.saveTicket.eventTicketId };
}

async function publishedOffer(request: APIRequestContext, token: string, clubId: string, subType: string, program: string, input: Record<string, unknown>): Promise<string> {
  const { club } = await graphql<{ club: { createOffer: { offerId: string } } }>(request, token, CREATE_OFFER, { clubId, subType, program, input: { access: "MEMBERS", requirements: [], ...input } });
  await graphql(request, token, PUBLISH_OFFER, { offerId: club.createOffer.offerId });
  return club.createOffer.offerId;
}

async function createOfferThroughForm(page: Page, clubId: string, program: string, fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>, title: string) {
  await page.goto(`/my/rep-clubs/${clubId}/offers/create`);
  await page.getByRole("link", { name: program, exact: true }).click();
  const form = page.getByRole("form", { name: "New offer" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await fill(form);
  await form.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Offer created. Publish it when it is ready.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Members see it once published.
  await page.goto(`/my/rep-clubs/${clubId}/offers`);
  await page.getByRole("link", { name: `Edit ${title}`, exact: true }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Offer published: members can see it.")).toBeVisible();
}

test("an owner sets up a club and a manager; a member joins, buys, earns, climbs a tier, redeems and trades", async ({ page, browser, request, signIn }, testInfo) => {
  test.setTimeout(6 * 60_000);
  const tag = randomBytes(3).toString("hex");
  const clubName = `Lantern Walkers ${tag}`;
  const [lower, upper] = [`Spark ${tag}`, `Flare ${tag}`];
  const bundle = `Lantern pack ${tag}`;
  const checkIn = `Lantern check-in ${tag}`;
  const bonusTitle = `Founding walker ${tag}`;
  const coupon = `Free tea ${tag}`;
  const night = `Lantern Night ${tag}`;

  // The owner, a new member, makes and publishes the club (the wizard has its own journey).
  const owner = await createMember(request, "journey-owner", { name: "Noor Haddad" });
  const ownerToken = await apiSignIn(request, owner.email, owner.password);
  const { club } = await graphql<{ club: { create: { clubId: string; slug: string } } }>(request, ownerToken, CREATE_CLUB, {
    input: { name: clubName, access: "PUBLIC", description: "Evening walks with lanterns." },
  });
  const { clubId, slug } = club.create;
  await graphql(request, ownerToken, PUBLISH_CLUB, { clubId });

  // 1. Two loyalty tiers.
  await signIn(owner);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Loyalty tiers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${clubName}: Loyalty tiers` })).toBeVisible();
  for (const [level, minimum, name] of [
    [1, 100, lower],
    [2, 540, upper],
  ] as const) {
    const add = page.getByRole("form", { name: "Add a tier" });
    await add.getByLabel("Level").fill(String(level));
    await add.getByLabel("Minimum points").fill(String(minimum));
    await add.getByLabel("Name").fill(name);
    await add.getByRole("button", { name: "Add tier" }).click();
    await expect(page.getByText("Tier added.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })).toBeVisible();
  }

  // 2. A points bundle and an earn-points rule for a check-in at the door, both published.
  await createOfferThroughForm(
    page,
    clubId,
    "Points Bundle",
    async (form) => {
      await form.getByLabel("Points in the package").fill("500");
      await form.getByLabel("Original price").fill("5.00");
    },
    bundle,
  );
  await createOfferThroughForm(
    page,
    clubId,
    "Interact",
    async (form) => {
      await form.getByLabel("Points awarded").fill("50");
      await form.getByLabel("What to do").fill("Check in at the door");
    },
    checkIn,
  );
  // A reward and a bonus rule, arranged through the API.
  await publishedOffer(request, ownerToken, clubId, "REWARD_MEMBERS", "coupon", {
    title: coupon,
    requirements: [{ type: "REP_POINTS", value: 200 }],
    settings: { redemptionType: "PROMO_CODE", redemptionDetail: `TEA${tag}`.toUpperCase() },
  });
  const bonusId = await publishedOffer(request, ownerToken, clubId, "EARN_POINTS", "bonus", { title: bonusTitle, settings: { pointsAmount: 25 } });

  // 3. The owner invites an event manager, who accepts in their own browser.
  const manager = await createMember(request, "journey-manager", { name: "Ines Moreau" });
  await page.goto(`/my/rep-clubs/${clubId}/team`);
  const inviteForm = page.getByRole("form", { name: "Invite to the team" });
  await inviteForm.getByLabel("User name").fill(`@${manager.userName}`);
  await inviteForm.getByLabel("Kind").selectOption("COLLABORATOR");
  await inviteForm.getByLabel("Role").selectOption("EVENT_MANAGER");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to @${manager.userName}.`, { exact: false })).toBeVisible();
  const managerPage = await pageFor(browser, testInfo);
  await signIn(manager, managerPage);
  await expect(managerPage).toHaveURL(/\/events$/);
  await managerPage.goto("/profile/invites/clubs");
  await managerPage.getByRole("listitem", { name: clubName }).getByRole("button", { name: "Accept" }).click();
  await expect(managerPage.getByText(`You joined the team of ${clubName}.`)).toBeVisible();

  // 4. A member finds the club by keyword and joins.
  const walker: Member = await createMember(request, "journey-walker", { name: "Teo Lindqvist" });
  const walkerPage = await pageFor(browser, testInfo);
  await signIn(walker, walkerPage);
  await expect(walkerPage).toHaveURL(/\/events$/);
  await walkerPage.goto("/rep-clubs");
  await walkerPage.getByLabel("Search clubs").fill(`lantern walkers ${tag}`);
  if (testInfo.project.use.javaScriptEnabled === false) await walkerPage.getByRole("button", { name: "Search" }).click();
  await walkerPage.getByRole("list", { name: /club(s)? for “/ }).getByRole("link", { name: clubName }).click();
  await expect(walkerPage).toHaveURL(new RegExp(`/rep-clubs/${slug}$`));
  await expect(walkerPage.getByRole("region", { name: "Tiers" }).getByRole("heading", { name: upper })).toBeVisible();
  await walkerPage.getByRole("button", { name: "Join", exact: true }).click();
  await expect(walkerPage.getByText(`Welcome to ${clubName}!`)).toBeVisible();

  // 5. They buy the bundle with the sandbox card.
  await walkerPage.getByRole("link", { name: "Buy points" }).click();
  const pack = walkerPage.getByRole("listitem").filter({ has: walkerPage.getByRole("heading", { name: bundle }) });
  await pack.getByRole("button", { name: `Buy ${bundle}` }).click();
  await expect(walkerPage).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await walkerPage.getByLabel("Card number").fill("4242 4242 4242 4242");
  await walkerPage.getByLabel("Expiry (MM/YY)").fill("12/40");
  await walkerPage.getByLabel("Security code").fill("123");
  await walkerPage.getByLabel("Name on card").fill(walker.name);
  await walkerPage.getByRole("button", { name: /^Pay / }).click();
  await expect(walkerPage.getByText("500 points were added to your balance.")).toBeVisible();
  await walkerPage.goto("/rep-points/my-points");
  const standing = walkerPage.getByRole("listitem").filter({ has: walkerPage.getByRole("heading", { name: clubName }) });
  await expect(standing).toContainText(`Tier: ${lower}`);
  await expect(standing).toContainText(`40 points to ${upper}`);

  // 6. A club night: the walker takes a ticket, the event manager admits them at the door.
  const { eventId, eventTicketId } = await clubNight(request, ownerToken, clubId, night);
  const walkerToken = await apiSignIn(request, walker.email, walker.password);
  await graphql(request, walkerToken, RSVP, { input: { eventId, eventTicketId, response: "ACCEPT" } });
  const passes = await graphql<{ event: { bySlugOrId: { my: { tickets: { status: string; passToken: string | null }[] } } } }>(request, walkerToken, MY_PASS, { id: eventId });
  const pass = passes.event.bySlugOrId.my.tickets.find((ticket) => ticket.status === "ACTIVE")!.passToken!;
  await managerPage.goto(`/rep-club/events/${eventId}/door`);
  await managerPage.getByLabel("Ticket code").fill(pass);
  await managerPage.getByRole("button", { name: "Check ticket" }).click();
  await expect(managerPage.locator(".door-result-region").getByText("Admitted", { exact: true })).toBeVisible();

  // 7. The check-in's points lift them to the upper tier.
  await walkerPage.goto("/rep-points/my-points");
  await expect(standing).toContainText(`Tier: ${upper}`);
  const history = walkerPage.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history.filter({ hasText: `${checkIn}: checked in at ${night}` })).toContainText("+50");

  // 8. The owner gives the walker the bonus from the rule's page.
  await page.goto(`/my/rep-clubs/${clubId}/offer/detail/${bonusId}`);
  await page.getByRole("link", { name: "Give this bonus to a member" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Give "${bonusTitle}"` })).toBeVisible();
  await page.getByLabel("Member's user name").fill(`@${walker.userName}`);
  await page.getByRole("button", { name: "Give the bonus" }).click();
  await expect(page.getByText(`25 bonus points given to @${walker.userName}.`)).toBeVisible();
  // A second time is refused beside the field.
  await page.getByLabel("Member's user name").fill(walker.userName);
  await page.getByRole("button", { name: "Give the bonus" }).click();
  await expect(page.getByText("This member already received this bonus.")).toBeVisible();

  // 9. The walker redeems the reward (behind the redeemOffers flag: a trial's developer mode).
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await walkerPage.context().addCookies([{ name: "developer-mode", value: "on", url: origin }]);
  await walkerPage.goto(`/rep-clubs/${slug}/offers`);
  const reward = walkerPage.getByRole("group", { name: coupon });
  await reward.getByText("Redeem", { exact: true }).click();
  await reward.getByRole("button", { name: "Confirm redemption" }).click();
  await expect(walkerPage.getByText("Redeemed. Here is what you get.")).toBeVisible();
  await expect(walkerPage.getByText(`TEA${tag}`.toUpperCase())).toBeVisible();

  // 10. A friend in the club accepts a trade of 30 points.
  const friend = await createMember(request, "journey-friend", { name: "Ada Okoye" });
  await graphql(request, await apiSignIn(request, friend.email, friend.password), JOIN, { clubId });
  await walkerPage.goto("/rep-points/trade-requests");
  const tradeForm = walkerPage.getByRole("form", { name: "Send a trade request" });
  await tradeForm.getByLabel("Member user name").fill(`@${friend.userName}`);
  await tradeForm.getByLabel("Points").fill("30");
  await tradeForm.getByRole("button", { name: "Send request" }).click();
  await expect(walkerPage.getByText(`Trade request sent: 30 points to @${friend.userName}.`)).toBeVisible();
  const friendPage = await pageFor(browser, testInfo);
  await signIn(friend, friendPage);
  await expect(friendPage).toHaveURL(/\/events$/);
  await friendPage.goto("/rep-points/trade-requests");
  const incoming = friendPage.getByRole("region", { name: "Offered to you" }).getByRole("listitem").filter({ hasText: walker.name });
  await incoming.getByRole("button", { name: "Accept" }).click();
  await expect(friendPage.getByText("Trade accepted. The points are yours.")).toBeVisible();

  // 11. Both read every change with its reason; the walker's balance is 500 + 50 + 25 − 200 − 30.
  await walkerPage.goto("/rep-points/my-points");
  await expect(standing).toContainText("345");
  for (const [amount, reason] of [
    ["+500", `Bought ${bundle}`],
    ["+50", `${checkIn}: checked in at ${night}`],
    ["+25", `${bonusTitle}: a bonus from ${clubName}`],
    ["−200", `Redeemed "${coupon}"`],
    ["−30", `Trade request to @${friend.userName}`],
  ]) {
    await expect(history.filter({ hasText: reason }).first()).toContainText(amount);
  }
  await friendPage.goto("/rep-points/my-points");
  await expect(friendPage.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: "+30Trade accepted" }).first()).toContainText(walker.name);
  await expect(friendPage.getByRole("listitem").filter({ has: friendPage.getByRole("heading", { name: clubName }) })).toContainText("30");

  for (const other of [managerPage, walkerPage, friendPage]) await other.context().close();
});
