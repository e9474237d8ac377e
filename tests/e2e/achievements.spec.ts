// Achievements (spec 3 §7, spec 1 §2.2): Maya creates a badge in her demo club, with its
// picture, edits it and awards it to Sam by user name; Sam is told, opens the notification and lands
// on /profile?achievement={id} with the badge's details (a dialog with JavaScript, on the page
// without); an id Sam does not hold answers 404. JavaScript on and off.
import sharp from "sharp";
import { DEMO_ATTENDEE, DEMO_CLUB, DEMO_HOST, DEMO_SAM_BADGE } from "../support/demo";
import { expect, graphql, test } from "../support";

test("a club awards a badge; the member is told and opens it on the profile", async ({ page, signIn, request, hostToken }, testInfo) => {
  test.slow();
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const name = `Night Owl ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);

  // Maya's demo club, its achievements, then Create.
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const clubId = club.bySlug.clubId;
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Achievements" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/achievements$`));
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Achievements` })).toBeVisible();
  await page.getByRole("link", { name: "Create achievement" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}/achievements/create$`));

  // A tier badge without its tier is refused beside the field, keeping what was typed.
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").selectOption("TIER");
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Choose the tier of the badge.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);

  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 246, g: 196, b: 69 } } }).png().toBuffer();
  await page.getByLabel("Category").selectOption("EVENT");
  await page.getByLabel("Description").fill("Stayed until the last song.");
  await page.getByLabel("Image").setInputFiles({ name: "owl.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Maximum supply").fill("25");
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Achievement created.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rep-club/${clubId}/achievement/[0-9a-f-]{36}$`));
  const achievementId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The picture is stored as a 1000×1000 WEBP.
  const src = await page.locator("img.badge-image").first().getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
  expect(await sharp(await (await page.request.get(src!)).body()).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });

  // Edit: the form holds the badge's values; the picture is kept.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Maximum supply")).toHaveValue("25");
  await page.getByLabel("Description").fill("Stayed until the very last song.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Achievement saved.")).toBeVisible();
  await expect(page.getByText("Stayed until the very last song.")).toBeVisible();
  expect(await page.locator("img.badge-image").first().getAttribute("src")).toBe(src);

  // Award by user name: an unknown name is refused beside the field; Sam gets it once.
  await page.getByLabel("User name").fill("no_such_member_here");
  await page.getByRole("button", { name: "Award" }).click();
  await expect(page.getByText("No member has this user name.")).toBeVisible();
  await page.getByLabel("User name").fill(`@${DEMO_ATTENDEE.userName}`);
  await page.getByRole("button", { name: "Award" }).click();
  await expect(page.getByText(`Achievement awarded to @${DEMO_ATTENDEE.userName}.`)).toBeVisible();
  await expect(page.getByText("1 of 25")).toBeVisible();

  // Sam: the notification names the club and leads to the badge on the profile.
  await page.context().clearCookies();
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/notifications");
  // Sam may be told of other runs' badges too: the one that leads to this badge.
  const told = page.locator("form.notification-open", { has: page.locator(`input[name="to"][value="/profile?achievement=${achievementId}"]`) });
  await told.getByRole("button", { name: `You received a new achievement from ${DEMO_CLUB.name}.` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?achievement=${achievementId}$`));
  const details = page.getByRole("dialog", { name });
  await expect(details).toBeVisible();
  await expect(details.getByText("Stayed until the very last song.")).toBeVisible();
  await expect(details.getByText("Event", { exact: true })).toBeVisible();
  await expect(details.getByText(DEMO_CLUB.name)).toBeVisible();
  await details.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The profile lists it among Sam's badges, with the demo club's seeded one.
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(DEMO_SAM_BADGE) })).toBeVisible();
  if (javaScriptEnabled) {
    // With JavaScript the badge opens over the profile, modal from the moment it is in the
    // page (an observer's callback runs right after the commit that adds it), so Escape works.
    await page.evaluate(() => {
      const seen = window as unknown as { dialogModalWhenAdded?: boolean };
      new MutationObserver((records, observer) => {
        if (!records.some((record) => record.addedNodes.length > 0)) return;
        const dialog = document.querySelector("dialog[aria-labelledby='badge-title']");
        if (!dialog) return;
        seen.dialogModalWhenAdded = dialog.matches(":modal");
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // A slow phone: React's render outlasts its time slice, so a passive effect would wait for a later task.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    expect(await page.evaluate(() => (window as unknown as { dialogModalWhenAdded?: boolean }).dialogModalWhenAdded)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/profile$/);
  }

  // A badge Sam does not hold, and an unknown id: 404 with the text.
  const response = await page.goto("/profile?achievement=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This achievement does not exist.")).toBeVisible();
});
