// The editor's Settings tab: a host sets an age limit, all-in pricing and a purchase policy;
// a broken rule is shown at its field with what was typed kept; the event page shows the limit.
// A host requires a social account: a guest is refused a ticket until they connect it.
// The signed-out preview turned off asks visitors to sign in; guests invite friends where allowed.
import { createMember, expect, hostEvent, test, uniqueEmail } from "../support";
import { socialRequirementMessages as social } from "../../contract/events/messages";


test("the host sets an age limit and a purchase policy; a wrong age is refused at its field", async ({ page, request, hostToken, host: _signedIn }) => {
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Late Night Listening Party ${Date.now()}`,
    startsInDays: 7,
    hours: 3,
    tickets: [{ ticketType: "Entry", kind: "PAID", price: 1500 }],
  });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Age limit").check();
  await page.getByLabel("Minimum age").fill("12");
  await page.getByLabel("Purchase policy").fill("Refunds until 48 hours before the doors open.");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The age limit is between 13 and 99.")).toBeVisible();
  await expect(page.getByLabel("Minimum age")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Purchase policy")).toHaveValue("Refunds until 48 hours before the doors open.");

  await page.getByLabel("Minimum age").fill("21");
  await page.getByLabel("All-in pricing").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("Minimum age")).toHaveValue("21");
  await expect(page.getByLabel("All-in pricing")).toBeChecked();

  await page.goto(`/events/${slug}`);
  await expect(page.getByTitle("For guests aged 21 or older")).toHaveText("21+");
  await page.getByText("Purchase policy").click();
  await expect(page.getByText("Refunds until 48 hours before the doors open.")).toBeVisible();
});

test("the host turns the signed-out preview off: a visitor is asked to sign in, a member sees the event", async ({ page, browser, request, hostToken, host: _signedIn, signIn }, testInfo) => {
  const name = `Members Supper ${Date.now()}`;
  const { eventId, slug } = await hostEvent(request, hostToken, { name, startsInDays: 6, hours: 2, tickets: [{ ticketType: "Entry" }] });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  const preview = page.getByLabel("Show a preview to people who are not signed in");
  await expect(preview).toBeChecked();
  await preview.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(preview).not.toBeChecked();

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const visitor = await context.newPage();
  await visitor.goto(`/events/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/auth/sign-up\\?to=${encodeURIComponent(`/events/${slug}`)}$`));
  await expect(visitor.getByText("Please sign in to see this event.")).toBeVisible();
  // Nor its calendar file.
  expect((await visitor.request.get(`/events/${slug}/calendar.ics`, { maxRedirects: 0 })).status()).toBe(302);

  const guest = await createMember(request, `preview-guest-${testInfo.project.name}`, { name: "Ari Novak" });
  await signIn({ email: guest.email, password: guest.password }, visitor);
  await expect(visitor).toHaveURL(/\/events$/);
  await visitor.goto(`/events/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await context.close();
});

test("the host lets guests invite others: a guest who is going invites a friend by e-mail", async ({ page, browser, request, hostToken, host: _signedIn, signIn, outbox }, testInfo) => {
  const name = `Garden Party ${Date.now()}`;
  const { eventId, slug } = await hostEvent(request, hostToken, { name, startsInDays: 8, hours: 3, tickets: [{ ticketType: "Entry" }] });
  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await page.getByLabel("Let guests invite others").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();

  const guest = await createMember(request, `inviting-guest-${testInfo.project.name}`, { name: "Kai Moreno" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await context.newPage();
  await signIn({ email: guest.email, password: guest.password }, other);
  await expect(other).toHaveURL(/\/events$/);
  await other.goto(`/events/${slug}`);
  // Only once going.
  await expect(other.getByText("Invite friends")).toHaveCount(0);
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByRole("heading", { name: "You're going" })).toBeVisible();

  await other.getByText("Invite friends").click();
  await other.getByLabel("Their e-mail addresses").fill("not-an-address");
  await other.getByRole("button", { name: "Send invitations" }).click();
  await expect(other.getByText("This email address cannot be used.")).toBeVisible();
  await expect(other.getByLabel("Their e-mail addresses")).toHaveValue("not-an-address");

  const friend = uniqueEmail("garden-friend");
  await other.getByLabel("Their e-mail addresses").fill(friend);
  await other.getByRole("button", { name: "Send invitations" }).click();
  await expect(other.getByText("1 invitation sent.")).toBeVisible();
  const invitation = await outbox.latest(friend);
  expect(invitation.subject).toBe(`You're invited: ${name}`);
  expect(invitation.text).toContain(`Kai Moreno invited you to ${name}.`);
  await context.close();
});

test("the host requires a YouTube account; a guest connects it from the event page and then gets a ticket", async ({ page, browser, request, hostToken, host: _signedIn, signIn }, testInfo) => {
  // Two members, two browsers and a round trip through the OpenID provider: a long journey.
  test.setTimeout(90_000);
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Creators Meetup ${Date.now()}`,
    startsInDays: 9,
    hours: 2,
    tickets: [{ ticketType: "Entry" }],
  });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await page.getByLabel("Ask guests to connect social accounts").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(social.noneChosen)).toBeVisible();
  await expect(page.getByLabel("Ask guests to connect social accounts")).toBeChecked();
  await page.getByLabel("YouTube", { exact: true }).selectOption("required");
  await page.getByLabel("Spotify", { exact: true }).selectOption("asked");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("YouTube", { exact: true })).toHaveValue("required");
  await expect(page.getByLabel("Spotify", { exact: true })).toHaveValue("asked");

  const guest = await createMember(request, `social-guest-${testInfo.project.name}`, { name: "Rin Sato" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await context.newPage();
  await signIn({ email: guest.email, password: guest.password }, other);
  await expect(other).toHaveURL(/\/events$/);
  await other.goto(`/events/${slug}`);
  const accounts = other.getByRole("group", { name: /Social accounts/ });
  await expect(accounts.getByText("Required · not connected")).toBeVisible();
  await expect(accounts.getByText("Optional")).toBeVisible();
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByText(social.mustConnect("YouTube"))).toBeVisible();

  await other.getByRole("link", { name: "Connect your accounts in your profile" }).click();
  await other.locator(".social-row", { hasText: "YouTube" }).getByRole("button", { name: "Connect YouTube" }).click();
  await expect(other.getByRole("heading", { name: "Local OpenID provider" })).toBeVisible();
  await other.getByLabel("Name").fill(guest.name);
  await other.getByLabel("Email", { exact: true }).fill(`yt-${guest.email}`);
  await other.getByLabel("Email verified by the provider").setChecked(true);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other.getByText("YouTube is connected.")).toBeVisible();

  await other.goto(`/events/${slug}`);
  await expect(other.getByRole("group", { name: /Social accounts/ }).getByText("Connected", { exact: true })).toBeVisible();
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByRole("heading", { name: "You're going" })).toBeVisible();
  await context.close();
});
