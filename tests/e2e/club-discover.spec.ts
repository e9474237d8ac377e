// Finding and joining clubs and a club's loyalty tiers (spec 3 §2 /rep-clubs, /rep-clubs/{id},
// loyalty-tiers; §3 Club, tiers; ADR 0059). A fresh member finds Maya's club by keyword, opens
// it, sees its tiers and members, joins (one more member, Join becomes Leave) and finds it under
// My memberships; a signed-out visitor sees the club and Join leads through sign-in and back.
// Maya adds a tier with an image, edits it and deletes it. Unique names and fresh members each
// run, so the spec runs twice on one server. JavaScript on and off.
import sharp from "sharp";
import { DEMO_CLUB, DEMO_HOST } from "../support/demo";
import { apiSignIn, createMember, expect, graphql, submitLoginForm, test } from "../support";
import type { Page } from "@playwright/test";

const memberCount = async (page: Page) => Number((await page.getByTestId("member-count").textContent())?.match(/\d+/)?.[0]);

test("a member finds Maya's club by keyword, sees its tiers, joins it and finds it under My memberships", async ({ page, signIn, freshMember }, testInfo) => {
  await signIn(freshMember);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/rep-clubs");
  await expect(page.getByRole("heading", { level: 1, name: "Rep clubs" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Featured" }).getByRole("link", { name: DEMO_CLUB.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My memberships" })).toBeVisible();
  await expect(page.getByText("You haven't joined a club yet.")).toBeVisible();

  await page.getByLabel("Search clubs").fill("night owls");
  // With JavaScript the results follow the typing; without it, Search sends the form.
  if (testInfo.project.use.javaScriptEnabled === false) await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/rep-clubs\?q=night\+owls$/);
  const results = page.getByRole("list", { name: /club(s)? for “night owls”/ });
  await results.getByRole("link", { name: DEMO_CLUB.name }).click();

  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: DEMO_CLUB.name })).toBeVisible();
  const tiers = page.getByRole("region", { name: "Tiers" });
  await expect(tiers.getByRole("heading", { name: "Night Owl" })).toBeVisible();
  await expect(tiers).toContainText("From 100 points");
  await expect(tiers.getByRole("heading", { name: "After Hours" })).toBeVisible();
  await expect(tiers).toContainText("From 2,000 points");
  await expect(page.getByRole("region", { name: "Achievements" })).toBeVisible();
  const before = await memberCount(page);
  expect(before).toBeGreaterThanOrEqual(1);

  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText(`Welcome to ${DEMO_CLUB.name}!`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);
  expect(await memberCount(page)).toBeGreaterThan(before);

  await page.goto("/rep-clubs");
  await expect(page.getByRole("list", { name: "My memberships" }).getByRole("link", { name: DEMO_CLUB.name })).toBeVisible();

  // Leaving takes it off the list again.
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  await page.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByText(`You left ${DEMO_CLUB.name}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeVisible();
});

test("signed out, the club page is public and Join leads through sign-in back to the club", async ({ page, request }) => {
  const member = await createMember(request, "joiner", { name: "Casey Lin" });
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_CLUB.name })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", DEMO_CLUB.name);
  await expect(page.getByRole("region", { name: "Tiers" }).getByRole("heading", { name: "Midnight Regular" })).toBeVisible();
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?to=/);
  await page.getByRole("link", { name: "Login" }).click();
  await submitLoginForm(page, member);
  // Back on the club page, one press joins.
  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}\\?join=1$`));
  await expect(page.getByText(`You were invited to join ${DEMO_CLUB.name}.`)).toBeVisible();
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText(`Welcome to ${DEMO_CLUB.name}!`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave" })).toBeVisible();
});

test("Maya adds a loyalty tier with an image, edits it and deletes it", async ({ page, signIn, request, hostToken }) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: DEMO_CLUB.slug });
  const clubId = club.bySlug.clubId;
  const level = 10 + Math.floor(Math.random() * 89);
  const name = `Dawn Chorus ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Loyalty tiers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Loyalty tiers` })).toBeVisible();

  const add = page.getByRole("form", { name: "Add a tier" });
  await add.getByLabel("Level").fill(String(level));
  await add.getByLabel("Minimum points").fill("1000");
  await add.getByLabel("Name").fill(name);
  await add.getByRole("button", { name: "Add tier" }).click();
  // A higher level asking fewer points than the levels below is refused at the field.
  await expect(add.getByText("A higher level needs more minimum points", { exact: false })).toBeVisible();
  await add.getByLabel("Minimum points").fill(String(5000 + level * 10));
  await add.getByLabel("What it gives").fill("First dibs on sunrise sessions.");
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 90, g: 30, b: 160 } } }).png().toBuffer();
  await add.getByLabel("Tier image").setInputFiles({ name: "dawn.png", mimeType: "image/png", buffer: png });
  await add.getByRole("button", { name: "Add tier" }).click();
  await expect(page.getByText("Tier added.")).toBeVisible();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row).toContainText("First dibs on sunrise sessions.");
  await expect(row.getByRole("img", { name: `${name}'s image` })).toBeVisible();

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("What it gives").fill("First dibs on sunrise sessions and a thermos.");
  await edit.getByRole("button", { name: "Save tier" }).click();
  await expect(page.getByText("Tier saved.")).toBeVisible();
  await expect(row).toContainText("and a thermos.");

  // The public page shows it.
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  await expect(page.getByRole("region", { name: "Tiers" }).getByRole("heading", { name })).toBeVisible();

  await page.goto(`/my/rep-clubs/${clubId}/loyalty-tiers`);
  await row.getByRole("link", { name: `Delete ${name}` }).click();
  await expect(row.getByText(`Delete the tier ${name}?`, { exact: false })).toBeVisible();
  await row.getByRole("button", { name: "Delete tier" }).click();
  await expect(page.getByText("Tier deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
});

test("a private club is joined only through the join link its owner sees on the manager page", async ({ page, browser, request, signIn }, testInfo) => {
  test.slow();
  const owner = await createMember(request, "private-owner", { name: "Robin Hale" });
  const token = await apiSignIn(request, owner.email, owner.password);
  const name = `Quiet Readers ${Math.random().toString(36).slice(2, 7)}`;
  const { club } = await graphql<{ club: { create: { clubId: string; slug: string } } }>(request, token, `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId slug } } }`, {
    input: { name, access: "PRIVATE", description: "A small reading circle." },
  });
  await graphql(request, token, `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`, { clubId: club.create.clubId });

  await signIn(owner);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${club.create.clubId}`);
  const link = (await page.getByRole("region", { name: "Share" }).locator("code").textContent())!;
  expect(link).toContain(`/rep-clubs/${club.create.slug}?join=1&code=`);

  const member = await createMember(request, "private-joiner", { name: "Ellis Ward" });
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const memberPage = await memberContext.newPage();
  await signIn(member, memberPage);
  await expect(memberPage).toHaveURL(/\/events$/);
  // Without the link: no Join, only how to get in.
  await memberPage.goto(`/rep-clubs/${club.create.slug}`);
  await expect(memberPage.getByText("This club is private: members join through the link its managers share.")).toBeVisible();
  await expect(memberPage.getByRole("button", { name: /^Join/ })).toHaveCount(0);
  // With it: one press joins.
  const { pathname, search } = new URL(link);
  await memberPage.goto(pathname + search);
  await expect(memberPage.getByText(`You were invited to join ${name}.`)).toBeVisible();
  await memberPage.getByRole("button", { name: "Join with this link" }).click();
  await expect(memberPage.getByText(`Welcome to ${name}!`)).toBeVisible();
  await expect(memberPage.getByTestId("member-count")).toHaveText("1 member");
  await memberContext.close();
});
