// Settings additions of the profile, in js-on and js-off: a new phone number is
// verified by a code; a payout account is connected through the local sandbox provider
// (back at /payout/process) and disconnected; the return page without a code is not found.
import { randomInt } from "node:crypto";
import { expect, test } from "../support";

test.use({ memberProfile: { label: "settings", name: "Ari Moss" } });

test("change the phone number, verified by the code sent to it", async ({ page, member, outbox }) => {
  expect(member.email).toBeTruthy();
  const line = String(randomInt(1000, 10_000));
  await page.goto("/profile/settings");
  const section = page.getByRole("region", { name: "Phone number" });
  await section.getByRole("textbox", { name: "Phone number" }).fill("12");
  await section.getByRole("button", { name: "Change phone number" }).click();
  await expect(page.getByText("Your phone number is invalid. Please try again.")).toBeVisible();

  // Without JavaScript the refused form came back on its own page, with the same section.
  await page.getByRole("textbox", { name: "Phone number" }).fill(`(415) 555-${line}`);
  await page.getByRole("button", { name: "Change phone number" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-phone-number\?to=%2Fprofile%2Fsettings$/);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Verification code sent to your phone")).toBeVisible();
  await page.getByLabel("Verification code").fill(await outbox.code(`+1415555${line}`));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText(`+1415555${line} · verified`)).toBeVisible();
});

test("connect a payout account through the sandbox, then disconnect it", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  await page.goto("/profile/settings");
  const section = page.getByRole("region", { name: "Payout accounts" });
  await expect(section.getByText("No payout account connected.")).toBeVisible();
  await section.getByRole("button", { name: "Connect a payout account" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText("Your payout account is connected.")).toBeVisible();
  await page.reload();
  const account = page.getByRole("list", { name: "Payout accounts" }).getByText(/^Sandbox bank ••••\d{4}$/);
  await expect(account).toBeVisible();

  await page.getByRole("button", { name: /^Disconnect Sandbox bank/ }).click();
  await expect(page.getByText("Your payout account was disconnected.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payout accounts" }).getByText("No payout account connected.")).toBeVisible();
});

test("the payout return page needs a code, and a made-up one links nothing", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  const response = await page.goto("/payout/process");
  expect(response?.status()).toBe(404);
  await page.goto("/payout/process?code=sandbox_made_up_code_123456&state=nope");
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText("This payout connection link is invalid or has expired. Please connect again.")).toBeVisible();
});
