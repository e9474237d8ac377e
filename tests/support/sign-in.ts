import { expect, type Page } from "@playwright/test";

/** Signs in through the two-step login form and lands on the event list. */
export async function signInWithForm(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(who.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/events$/);
}
