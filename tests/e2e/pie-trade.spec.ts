// Buying and sending a pie's slices (spec 3 §2 /legacy/trade/{id}, /legacy/payment/buy/{id},
// §5 custom amount form; ADR 0070): a fresh fan opens Maya's Night Pie, sets a custom amount
// (the spec's messages on a bad one), buys it with the sandbox card and sees the congratulations
// dialog (a plain section without JavaScript); then sends slices to another new member, who
// signs in and sees them. JavaScript on and off. Fresh members each run.
import { createMember, expect, test } from "../support";
import { DEMO_PIE } from "../support/demo";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Robin Park" };

test("a fan buys slices with the sandbox card, sees the congratulations, and sends slices to another member who sees them", async ({ page, member, request, browser, signIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  void member;

  await page.goto(`/legacy/pies/${DEMO_PIE.slug}`);
  await page.getByRole("link", { name: "Buy or send" }).click();
  await expect(page).toHaveURL(/\/legacy\/trade\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_PIE.displayName })).toBeVisible();
  await expect(page.getByTestId("slices-held")).toHaveText("0");
  await expect(page.getByRole("radio", { name: "5 slices for $12.50" })).toBeVisible();

  // The custom amount form: the spec's messages; with JavaScript on blur and Save held back while invalid.
  const save = page.getByRole("button", { name: "Save" });
  const slices = page.getByLabel("Number of slices");
  const price = page.getByLabel("Pie price ($)");
  if (javaScriptEnabled) await expect(save).toBeDisabled();
  await slices.fill("ten");
  await price.fill("");
  if (javaScriptEnabled) {
    await slices.blur();
    await expect(page.getByText("You must specify a number")).toBeVisible();
    await price.focus();
    await price.blur();
    await expect(page.getByText("Pie price is required")).toBeVisible();
    await expect(save).toBeDisabled();
  } else {
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/legacy/trade/"));
    await save.click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("You must specify a number")).toBeVisible();
    await expect(page.getByText("Pie price is required")).toBeVisible();
    // The typed value is kept.
    await expect(page.getByLabel("Number of slices")).toHaveValue("ten");
  }
  await page.getByLabel("Number of slices").fill("3");
  await page.getByLabel("Pie price ($)").fill("7.50");
  if (javaScriptEnabled) await expect(save).toBeEnabled();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/trade/${DEMO_PIE.slug}\\?slices=3$`));
  await expect(page.getByRole("radio", { name: "Custom amount: 3 slices for $7.50" })).toBeChecked();
  await page.getByRole("button", { name: "Buy", exact: true }).click();

  // The sandbox's hosted page.
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill(CARD.number);
  await page.getByLabel("Expiry (MM/YY)").fill(CARD.expiry);
  await page.getByLabel("Security code").fill(CARD.cvc);
  await page.getByLabel("Name on card").fill(CARD.name);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/legacy\/payment\/buy\/[0-9a-f-]{36}$/);
  const congratulations = javaScriptEnabled ? page.getByRole("dialog", { name: "Congratulations!" }) : page.getByRole("region", { name: "Congratulations!" });
  await expect(congratulations.getByText(`You have successfully purchased 3 slice(s) of ${DEMO_PIE.displayName}.`)).toBeVisible();
  await expect(congratulations.getByRole("link", { name: "Explore More Pies" })).toHaveAttribute("href", "/home");
  await expect(congratulations.getByRole("link", { name: "Explore Rewards" })).toHaveAttribute("href", "/legacy/rewards");
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("slices-held")).toHaveText("3");
  if (javaScriptEnabled) await congratulations.getByRole("button", { name: "Close" }).click();

  // "Explore Rewards" leads to the member's rewards (a page, not the 404 of /rewards).
  await page.goto("/legacy/rewards");
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible();

  // Send two of them to another member.
  const friend = await createMember(request, "slice-friend", { name: "Casey Quinn" });
  await page.goto(`/legacy/trade/${DEMO_PIE.slug}?tab=send`);
  await expect(page.getByRole("link", { name: "Send", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("User name").fill(friend.userName);
  await page.getByLabel("Number of slices").fill("5");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("You hold only 3 slices of this pie.")).toBeVisible();
  await page.getByLabel("Number of slices").fill("2");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`You sent 2 slices to @${friend.userName}.`)).toBeVisible();
  await expect(page.getByTestId("slices-held")).toHaveText("1");

  // The friend signs in and sees them.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled });
  const friendPage = await context.newPage();
  await signIn(friend, friendPage);
  await expect(friendPage).toHaveURL(/\/events$/);
  await friendPage.goto(`/legacy/trade/${DEMO_PIE.slug}`);
  await expect(friendPage.getByTestId("slices-held")).toHaveText("2");
  await context.close();
});

test("Sam (demo data: 25 slices given, 12 bought) holds slices of Maya's Night Pie; an unknown pie's trade page is not found", async ({ page, attendee }) => {
  void attendee;
  await page.goto(`/legacy/trade/${DEMO_PIE.slug}?tab=send`);
  await expect(page.getByTestId("slices-held")).toHaveText("37");
  await expect(page.getByText("You hold 37 slices.")).toBeVisible();
  const missing = await page.goto("/legacy/trade/no-such-pie-here");
  expect(missing?.status()).toBe(404);
});

test("Maya sends slices of her pie from the hub to a new member", async ({ page, host, request }) => {
  void host;
  const fan = await createMember(request, "pie-gift", { name: "Drew Ellis" });
  await page.goto("/legacy/pie-hub/overview");
  await page.getByRole("link", { name: "Send slices" }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/send\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Send slices of ${DEMO_PIE.displayName}` })).toBeVisible();
  await page.getByLabel("User name").fill("no-such-member-here");
  await page.getByLabel("Number of slices").fill("4");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("No member has this user name.")).toBeVisible();
  await page.getByLabel("User name").fill(`@${fan.userName}`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`You sent 4 slices to @${fan.userName}.`)).toBeVisible();
  // Another pie's send page is not the hub's.
  expect((await page.goto("/legacy/pie-hub/send/not-this-pie"))?.status()).toBe(404);
});
