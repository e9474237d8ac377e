// A pie's verifiable draw (ADR 0072): Maya creates a draw on her pie asking for 5 slices; Sam,
// who holds 37, takes part; a new member without slices is told why not; Maya freezes the
// entries (the list's fingerprint and the seed's commitment published) and generates the
// winners; the public verification page recomputes the draw; Sam reads that he won, with the
// code; the list's Awarded filter shows it. A visitor reads the demo draw by its slug route.
// JavaScript on and off; a reward of its own per run.
import { DEMO_ATTENDEE, DEMO_HOST, createMember, expect, test } from "../support";
import { DEMO_PIE, DEMO_PIE_REWARD } from "../support/demo";

test("an owner's draw: a holder takes part, a member without slices sees why, the winners are drawn and verified", async ({ page, context, request, signIn }) => {
  // The wizard's seven steps, then three members and a draw: a long journey on a shared machine.
  test.slow();
  const name = `Backstage ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  // Maya creates the draw.
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/rewards/create");
  await expect(page.getByRole("heading", { name: "Create a reward" })).toBeVisible();
  // The wizard (ADR 0077): a step at a time, each checked on Next.
  const next = async (title: string) => {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`: ${title}$`) })).toBeVisible();
  };
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Reward name is required")).toBeVisible();
  await page.getByLabel("Reward name").fill(name);
  await page.getByLabel("Campaign type").selectOption("DRAW");
  await page.getByLabel("Category").selectOption({ label: "Raffle" });
  await next("Requirements");
  await page.getByLabel("Slices to hold").fill("5");
  await next("Time Frame");
  await next("Settings");
  await page.getByLabel("Number of winners").fill("1");
  await next("Redemption");
  await page.getByLabel("Redeem type").selectOption({ label: "Promo Code" });
  await page.getByLabel("Redeem code").fill("BACKSTAGE-1");
  await next("Achievement");
  await next("Preview");
  await page.getByRole("button", { name: "Create reward" }).click();
  await expect(page).toHaveURL(/\/legacy\/pies\/[0-9a-f-]{36}\/rewards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Hold at least 5 slices of this pie")).toBeVisible();
  const rewardUrl = new URL(page.url()).pathname;
  // Edit it: the wizard opens at Details, filled in, and saves from Preview.
  await page.getByRole("link", { name: "Edit reward" }).click();
  await expect(page.getByLabel("Reward name")).toHaveValue(name);
  await page.getByLabel("Description").fill("Two seats by the stage.");
  await next("Requirements");
  await expect(page.getByLabel("Slices to hold")).toHaveValue("5");
  await page.getByRole("link", { name: "7. Preview" }).click();
  await page.getByRole("button", { name: "Save reward" }).click();
  await expect(page).toHaveURL(new RegExp(`${rewardUrl}$`));
  await expect(page.getByText("Two seats by the stage.")).toBeVisible();
  const owner = page.getByRole("region", { name: "Taking part" });
  await expect(owner.getByText("This reward is your own pie's: its team cannot take part.")).toBeVisible();

  // It is on the pie hub's rewards.
  await page.goto("/legacy/pie-hub/rewards");
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();

  // Sam holds 37 slices: he takes part.
  await context.clearCookies();
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardUrl);
  const takingPart = page.getByRole("region", { name: "Taking part" });
  await page.getByRole("button", { name: "Participate" }).click();
  await expect(takingPart.getByText("You are taking part.")).toBeVisible();
  await expect(takingPart.getByText("Your entry in the draw:")).toBeVisible();

  // A new member without slices sees why not, and no Participate.
  const member = await createMember(request, "reward-short", { name: "Robin Vale" });
  await context.clearCookies();
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardUrl);
  await expect(takingPart.getByText("You cannot take part:")).toBeVisible();
  await expect(takingPart.getByText("You do not hold enough slices of this pie.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Participate" })).toHaveCount(0);

  // Maya freezes the entries, then draws.
  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardUrl);
  await page.getByRole("button", { name: "Freeze entries" }).click();
  const draws = page.getByRole("region", { name: "Draws" });
  await expect(draws.getByText(/: 1 entry\.$/)).toBeVisible();
  await expect(draws.getByText("Winners not drawn yet: the seed is revealed with them.")).toBeVisible();
  await page.getByRole("button", { name: "Generate winners" }).click();
  await expect(draws.getByText("1 winner drawn.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Draw again" })).toBeVisible();

  // Anyone verifies it, signed out.
  await context.clearCookies();
  await page.goto(rewardUrl);
  await page.getByRole("link", { name: "Verify draw 1" }).click();
  await expect(page.getByRole("heading", { name: `Verify draw 1 of ${name}` })).toBeVisible();
  await expect(page.getByText("This draw is verified: the winners follow from the published list and seed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Checks" }).getByText("Verified")).toHaveCount(4);

  // Sam won: he reads it with the code, and under Awarded.
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardUrl);
  await expect(takingPart.getByText("You won this reward.")).toBeVisible();
  await expect(takingPart.getByText("BACKSTAGE-1")).toBeVisible();
  await page.goto("/legacy/rewards");
  await page.getByRole("navigation", { name: "Reward filter" }).getByRole("link", { name: "Awarded" }).click();
  await expect(page).toHaveURL(/filter=awarded$/);
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
});

test("a visitor reads the demo draw by its slug route, and is asked to sign in to take part", async ({ page }) => {
  await page.goto(`/legacy/pies/${DEMO_PIE.slug}/legacy/rewards/${DEMO_PIE_REWARD.slug}`);
  await expect(page.getByRole("heading", { name: DEMO_PIE_REWARD.displayName, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Taking part" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  const missing = await page.goto(`/legacy/pies/${DEMO_PIE.slug}/legacy/rewards/no-such-reward`);
  expect(missing?.status()).toBe(404);
});
