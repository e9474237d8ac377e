// A club's offers (spec 3 §2 club area; ADR 0060): Maya, the demo host and owner of her demo club,
// opens Offers from her club's page, creates a points bundle (a refused price keeps what she
// typed) and an earn-points check-in, publishes the bundle and edits it; both are in the index.
// A fresh member sees the published bundle on the club's public offers page, not the other.
// Unique titles per run, so the journey runs twice on one server. JavaScript on and off.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { DEMO_CLUB, DEMO_HOST, DEMO_OFFERS } from "../support/demo";
import { createMember, expect, graphql, test } from "../support";

test("an owner creates, publishes and edits offers; members see only the published one", async ({ page, browser, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const clubId = club.bySlug.clubId;
  const tag = randomBytes(3).toString("hex");
  const bundleTitle = `Night pack ${tag}`;
  const editedTitle = `Night pack plus ${tag}`;
  const checkInTitle = `Door check-in ${tag}`;

  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Offers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Offers` })).toBeVisible();

  // A points bundle: a price that is not one is refused beside its field, and what was typed stays.
  await page.getByRole("link", { name: "Create offer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create offer" })).toBeVisible();
  await page.getByRole("link", { name: "Points Bundle", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/way-to-buy-points/points-bundle$`));
  const bundleForm = page.getByRole("form", { name: "New offer" });
  await bundleForm.getByLabel("Title", { exact: true }).fill(bundleTitle);
  await bundleForm.getByLabel("Points in the package").fill("500");
  await bundleForm.getByLabel("Original price").fill("five dollars");
  await bundleForm.getByRole("button", { name: "Create offer" }).click();
  await expect(bundleForm.getByText("Enter a price in dollars, like 5.00.")).toBeVisible();
  await expect(bundleForm.getByLabel("Title", { exact: true })).toHaveValue(bundleTitle);
  await expect(bundleForm.getByLabel("Points in the package")).toHaveValue("500");
  await bundleForm.getByLabel("Original price").fill("5.00");
  await bundleForm.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Offer created. Publish it when it is ready.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: bundleTitle })).toBeVisible();
  await expect(page.getByText("500 points for $5.00")).toBeVisible();

  // An earn-points check-in, left unpublished.
  await page.goto(`/my/rep-clubs/${clubId}/offers/create`);
  await page.getByRole("link", { name: "Interact", exact: true }).click();
  const checkInForm = page.getByRole("form", { name: "New offer" });
  await checkInForm.getByLabel("Title", { exact: true }).fill(checkInTitle);
  await checkInForm.getByLabel("Points awarded").fill("50");
  await checkInForm.getByLabel("What to do").fill("Check in at the door");
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 61, g: 18, b: 119 } } }).png().toBuffer();
  await checkInForm.getByLabel("Image (optional)").setInputFiles({ name: "door.png", mimeType: "image/png", buffer: png });
  await checkInForm.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Offer created. Publish it when it is ready.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: checkInTitle })).toBeVisible();
  // Its picture was stored as the club's images are (/media/<id>.webp).
  await expect(page.locator("img.offer-image")).toHaveAttribute("src", /\/media\/[0-9a-f-]+\.webp$/);

  // Maya publishes the bundle and renames it.
  await page.goto(`/my/rep-clubs/${clubId}/offers`);
  await page.getByRole("link", { name: `Edit ${bundleTitle}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${bundleTitle}` })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Offer published: members can see it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toBeVisible();
  const editForm = page.getByRole("form", { name: "Edit offer" });
  await expect(editForm.getByLabel("Original price")).toHaveValue("5.00");
  await editForm.getByLabel("Title", { exact: true }).fill(editedTitle);
  await editForm.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("Offer saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: editedTitle })).toBeVisible();

  // Both are in the index, with their publication.
  await page.goto(`/my/rep-clubs/${clubId}/offers`);
  const list = page.getByRole("list", { name: "Offers" });
  await expect(list.getByRole("listitem").filter({ hasText: editedTitle })).toContainText("Published");
  await expect(list.getByRole("listitem").filter({ hasText: checkInTitle })).toContainText("Unpublished");

  // A fresh member sees the published one on the club's offers page, and not the other.
  const member = await createMember(request, "offers", { name: "Casey Morgan" });
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const memberPage = await memberContext.newPage();
  await signIn(member, memberPage);
  await expect(memberPage).toHaveURL(/\/events$/);
  await memberPage.goto(`/rep-clubs/${clubId}/offers`);
  await expect(memberPage.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Offers` })).toBeVisible();
  const buyPoints = memberPage.getByRole("region", { name: "Ways To Buy Points" });
  await expect(buyPoints.getByRole("heading", { level: 3, name: editedTitle })).toBeVisible();
  await expect(memberPage.getByText(checkInTitle)).toHaveCount(0);
  await memberContext.close();
});

test("a visitor sees a club's demo offers signed out; /offers waits for the redeemOffers flag", async ({ page, context, request, signIn }, testInfo) => {
  // Maya's club's published offers (api/clubs/offers/seed.ts), by category, with what each takes and gives.
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/offers`);
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Offers` })).toBeVisible();
  const buyPoints = page.getByRole("region", { name: "Ways To Buy Points" });
  // Other journeys on this server add offers of their own: each card is found by its title.
  const card = (title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
  await expect(buyPoints.getByRole("heading", { level: 3, name: DEMO_OFFERS.bundle })).toBeVisible();
  await expect(card(DEMO_OFFERS.bundle)).toContainText("500 points for $5.00");
  const rewards = page.getByRole("region", { name: "Ways To Reward Members" });
  await expect(rewards.getByRole("heading", { level: 3, name: DEMO_OFFERS.coupon })).toBeVisible();
  await expect(card(DEMO_OFFERS.coupon)).toContainText("Rep Points: at least 200");
  await expect(page.getByRole("region", { name: "Ways To Earn Points" }).getByRole("heading", { name: DEMO_OFFERS.checkIn })).toBeVisible();

  // The club's page shows its newest offers (at most three) and leads to all of them.
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  const offersSection = page.getByRole("region", { name: "Offers" });
  const shown = await offersSection.getByRole("article").count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(3);
  await offersSection.getByRole("link", { name: /^All offers \(\d+\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}/offers$`));
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Offers` })).toBeVisible();

  // The flag is off by default: /offers is not found, signed in or not.
  expect((await page.goto("/offers"))?.status()).toBe(404);
  const member = await createMember(request, "offers-flag", { name: "Robin Hale" });
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  expect((await page.goto("/offers/earn-points"))?.status()).toBe(404);
  // A trial's developer mode turns every flag on: the tabs show (the new member belongs to no club yet).
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await context.addCookies([{ name: "developer-mode", value: "on", url: origin }]);
  expect((await page.goto("/offers/earn-points"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Offer tabs" }).getByRole("link", { name: "Earn Points" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No data found")).toBeVisible();
  expect((await page.goto("/offers/nope"))?.status()).toBe(404);
});
