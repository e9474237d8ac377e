// The password rule is shown once, before and after a refused sign-up, and is the password field's description.
import { expect, test } from "../support";

const RULE = "Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.";

test("the password rule is shown once and describes the password field", async ({ page }) => {
  await page.goto("/auth/sign-up");
  await expect(page.getByText(RULE)).toHaveCount(1);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(RULE);

  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  // With JS the button stays disabled until the form is valid, so post the form natively: the server must refuse it.
  await page.locator("form#sign-up").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByText("Your email address is invalid. Please try again.")).toBeVisible();
  await expect(page.getByText(RULE)).toHaveCount(1);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(RULE);
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
});
