// Pages fit 360 px whatever the data: a member with a very long name and e-mail
// address, and very long search terms. The fixture (tests/support/a11y.ts) checks
// every page visited at 1280 and 360 px, sideways scrolling included.
import { expect, test } from "../support";

// The longest name the API takes (100 characters), in two unbreakable words.
const LONG_NAME = "Maximilianalexanderchristophersonwellingtonfitzger Featherstonehaughcholmondeleymarjoribanksworth";
const LONG_QUERY = "supercalifragilisticexpialidocious".repeat(8);

test.use({ memberProfile: { label: "a-member-with-a-remarkably-long-email-address", name: LONG_NAME } });

test("long names, e-mail addresses and queries keep every page within 360 px", async ({ page, freshMember: member, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/profile");
  await expect(page.getByText(member.email).first()).toBeVisible();
  await page.goto("/profile/settings");
  await page.goto(`/search?q=${LONG_QUERY}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(LONG_QUERY);
  await page.goto(`/events?q=${LONG_QUERY}`);
  await expect(page.getByText(`Nothing matches “${LONG_QUERY}”.`)).toBeVisible();
});
