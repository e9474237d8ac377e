// A pie reward's winners (ADR 0076), on the demo promotions of Maya's pie: a new member wins
// the tote bag, is told what is missing from the address, saves it, and Maya reads it on the
// reward's participants page beside the statistics drawn as SVG (with their table); a winner
// of the wallpapers with a verified phone gets the code by text message, once, and reads it
// on the page. JavaScript on and off; a member of its own per run.
import { randomInt } from "node:crypto";
import { apiSignIn, createMember, DEMO_HOST, expect, test, verifyPhoneNumber } from "../support";
import { DEMO_DIGITAL_REWARD, DEMO_PHYSICAL_REWARD, DEMO_PIE } from "../support/demo";

test("a winner saves where to send a physical reward, and the owner reads it with the statistics", async ({ page, context, request, signIn }) => {
  test.slow();
  const name = `Robin Vale ${randomInt(10_000, 100_000)}`;
  const member = await createMember(request, "reward-winner", { name });
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/legacy/pies/${DEMO_PIE.slug}/legacy/rewards/${DEMO_PHYSICAL_REWARD.slug}`);
  await expect(page.getByRole("heading", { name: DEMO_PHYSICAL_REWARD.displayName, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Participate" }).click();
  const takingPart = page.getByRole("region", { name: "Taking part" });
  await expect(takingPart.getByText("You won this reward.")).toBeVisible();

  // What is missing or wrong is said beside each field, and what was typed stays.
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("City").fill("Leith");
  await page.getByLabel("Country").selectOption("GB");
  await page.getByLabel("Phone number").fill("12");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address is required")).toBeVisible();
  await expect(page.getByText("Postcode is required")).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Leith");

  await page.getByLabel("Address line 1").fill("12 Harbour Rd");
  await page.getByLabel("Postcode").fill("eh6 6jj");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText(/^Enter a valid phone number/)).toBeVisible();
  await expect(page.getByLabel("Address line 1")).toHaveValue("12 Harbour Rd");
  await page.getByLabel("Phone number").fill("07911 123456");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(takingPart.getByText("We will send it to:")).toBeVisible();
  const sentTo = takingPart.locator("address");
  await expect(sentTo.getByText("EH6 6JJ Leith")).toBeVisible();
  await expect(sentTo.getByText("+447911123456")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();

  // Maya opens the reward from her pie hub: the new winner with the address, and the statistics.
  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/rewards");
  await page.getByRole("link", { name: new RegExp(DEMO_PHYSICAL_REWARD.displayName) }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/rewards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: DEMO_PHYSICAL_REWARD.displayName, level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "Awarded" })).toBeVisible();
  await expect(row.getByText("12 Harbour Rd")).toBeVisible();
  await expect(row.getByText("+447911123456")).toBeVisible();
  // A demo winner's address too (seeded), and one not given yet (Sam's).
  await expect(page.getByRole("row", { name: new RegExp(DEMO_PHYSICAL_REWARD.addressOf) }).getByText("1452 Valencia St")).toBeVisible();
  await expect(page.getByRole("row", { name: /Sam Rivera/ }).getByText("Not given yet")).toBeVisible();

  const statistics = page.getByRole("region", { name: "Participants by age range and gender" });
  await expect(statistics.getByRole("img", { name: /^Age range: 18-24 \d+, 25-34 \d+, 35-44 \d+, over 44 \d+$/ })).toBeVisible();
  await expect(statistics.getByRole("img", { name: /^Gender: female \d+, male \d+, other \d+$/ })).toBeVisible();
  await expect(statistics.getByRole("table", { name: "Gender" }).getByRole("row", { name: /^other \d+$/ })).toBeAttached();

});

test("a digital reward's winner gets the code by text message, once", async ({ page, request, signIn, outbox }) => {
  const phone = `+1415555${randomInt(1000, 10_000)}`;
  const member = await createMember(request, "reward-code", { name: "Casey Quinn", phoneNumber: phone });
  await verifyPhoneNumber(request, await apiSignIn(request, member.email, member.password), phone);
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/legacy/pies/${DEMO_PIE.slug}/legacy/rewards/${DEMO_DIGITAL_REWARD.slug}`);
  await page.getByRole("button", { name: "Participate" }).click();
  const takingPart = page.getByRole("region", { name: "Taking part" });
  await expect(takingPart.getByText("You won this reward.")).toBeVisible();
  await expect(takingPart.getByText(`We text it to +••••••••${phone.slice(-3)}.`)).toBeVisible();
  await page.getByRole("button", { name: "Text me the code" }).click();
  await expect(takingPart.getByText(/^Sent to \+•+\d{3} on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Text me the code" })).toHaveCount(0);
  // The code is on the page, and in the text message.
  await expect(takingPart.getByText(DEMO_DIGITAL_REWARD.code)).toBeVisible();
  expect((await outbox.latest(phone)).text).toContain(DEMO_DIGITAL_REWARD.code);
  // Sending again at once is refused, and said so.
  await page.getByRole("button", { name: "Send it again" }).click();
  await expect(takingPart.getByText("The code was just sent. Wait a minute before sending it again.")).toBeVisible();
  expect(await outbox.all(phone, { where: (message) => message.text.includes(DEMO_DIGITAL_REWARD.code) })).toHaveLength(1);
});
