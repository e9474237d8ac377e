// Rep clubs (spec 3 §2): a member creates a club through the wizard's four steps (Details,
// Image, Accounts, Preview) and publishes it; then, in the club's manager area, creates an
// event (Info tab), finds it in the club's events and opens its approval page. A club the
// member does not manage is a 404. JavaScript on and off.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { apiSignIn, expect, graphql, test } from "../support";

test.use({ memberProfile: { label: "clubowner", name: "Ines Duarte" } });

test("a member creates a club through the four steps and publishes it", async ({ page, member: _signedIn }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Tide Pool Collective ${Date.now().toString(36)}`;
  const picture = testInfo.outputPath("club.png");
  await writeFile(picture, await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 61, g: 18, b: 119 } } }).png().toBuffer());

  await page.goto("/my/rep-clubs");
  await expect(page.getByRole("heading", { name: "How to create a club" })).toBeVisible();
  await page.getByRole("link", { name: "Create club" }).click();
  await expect(page.getByRole("heading", { name: "Create club" })).toBeVisible();

  // Details: a bad colour is refused next to its field, and what was typed stays.
  await page.getByLabel("Club name").fill(name);
  await page.getByLabel("Description").fill("Low-tide walks and beach clean-ups.");
  await page.getByLabel("Brand colour").fill("purple");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Enter a colour as #RRGGBB.")).toBeVisible();
  await expect(page.getByLabel("Club name")).toHaveValue(name);
  await page.getByLabel("Brand colour").fill("#0a7d8c");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Image: stored through the media storage as a 1000×1000 WEBP.
  await expect(page.getByText("Club created. Add its image next.").first()).toBeVisible();
  await expect(page.getByText("2. Image")).toHaveAttribute("aria-current", "step");
  await page.getByLabel("Club image").setInputFiles(picture);
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Accounts: the ones shown to users, X among them.
  await expect(page.getByText("3. Accounts")).toHaveAttribute("aria-current", "step");
  await page.getByLabel("X", { exact: true }).fill("@tidepools");
  await page.getByLabel("Twitch").fill("not a handle!");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Enter a user name or an https link.")).toBeVisible();
  await page.getByLabel("Twitch").fill("");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Preview: the club as members will see it; publishing opens its page.
  await expect(page.getByText("4. Preview")).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByText("X: @tidepools")).toBeVisible();
  const image = page.getByRole("img", { name: `${name}'s image` });
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
  expect(await sharp(await (await page.request.get((await image.getAttribute("src"))!)).body()).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });
  await page.getByRole("button", { name: "Publish club" }).click();
  await expect(page.getByText("Your club is published.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // Its edit page changes the details and keeps the club published.
  await page.getByRole("link", { name: "Edit club" }).click();
  await page.getByLabel("Description").fill("Low-tide walks, beach clean-ups and chowder.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Club saved.").first()).toBeVisible();
  await expect(page.getByText("Low-tide walks, beach clean-ups and chowder.")).toBeVisible();

  await page.goto("/my/rep-clubs");
  await expect(page.getByRole("region", { name: "Clubs you own" }).getByRole("link", { name, exact: true })).toBeVisible();
});

test("the club's manager area: create an event in the club, find it in the club's events, open its approval page", async ({ page, request, member }) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, member.email, member.password);
  const clubName = `Harbour Runners ${Date.now().toString(36)}`;
  const created = await graphql<{ club: { create: { clubId: string } } }>(request, token, `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`, {
    input: { name: clubName, access: "PUBLIC" },
  });
  const clubId = created.club.create.clubId;
  const eventName = `Sunrise 5K ${Date.now().toString(36)}`;

  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events$`));
  await expect(page.getByText("No data found")).toBeVisible();
  await page.getByRole("link", { name: "Create event" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events/create\\?tab=info$`));

  await page.getByLabel("Event name").fill(eventName);
  await page.getByLabel("Event type").selectOption({ label: "Sporting" });
  await page.getByLabel("Time zone").selectOption("Europe/Lisbon");
  await page.getByLabel("Starts").fill("2027-07-03T07:00");
  await page.getByLabel("Ends").fill("2027-07-03T09:00");
  await page.getByRole("button", { name: "Create event" }).click();

  // The new event opens in the club's manager area, where its list shows it.
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: eventName, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events$`));
  await expect(page.getByRole("link", { name: eventName, exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Attendees of ${eventName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events/[0-9a-f-]{36}/approval$`));
  await expect(page.getByRole("link", { name: "All (0)" })).toBeVisible();
  // The club's event sections: those the manager area registers, each under the club's address.
  const sections = page.getByRole("navigation", { name: "Event management" });
  await expect(sections.getByRole("link")).toHaveText(["Overview", "Attendees", "Invitations", "Revenue"]);
  await sections.getByRole("link", { name: "Invitations" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events/[0-9a-f-]{36}/invite$`));
  await expect(page.getByRole("heading", { name: "Invite guests" })).toBeVisible();
  await sections.getByRole("link", { name: "Revenue" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/events/[0-9a-f-]{36}/revenue$`));
  await expect(page.getByRole("heading", { name: "Revenue", level: 2 })).toBeVisible();
  // The club's earnings across its events.
  await page.goto(`/my/rep-clubs/${clubId}/events/revenue`);
  await expect(page.getByRole("heading", { name: "Revenue", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "By event" })).toBeVisible();

  // Another member's club (the demo host's) is not this member's to manage: 404.
  expect((await page.goto("/my/rep-clubs/mayas-night-owls/events"))?.status()).toBe(404);
  expect((await page.goto("/my/rep-clubs/mayas-night-owls"))?.status()).toBe(404);
});
