// The host's attendee management: the host adds a co-host (Manager) from the team page; the
// co-host approves three pending guests in one bulk form and declines one from its row; the
// list and its counts follow; the host downloads the attendee CSV. JavaScript on and off.
import { readFile } from "node:fs/promises";
import { apiSignIn, createMember, expect, graphql, hostEvent, test, textLines, type Member } from "../support";

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

test("a co-host approves and declines pending guests; the host downloads the approved ones", async ({ page, request, hostToken, host, signIn, outbox, javaScriptEnabled }) => {
  // Six members are made through the real sign-up, and every visited page is checked with axe at two widths.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const { eventId, ticketIds } = await hostEvent(request, hostToken, {
    name: `Rooftop Listening Party ${stamp}`,
    startsInDays: 12,
    tickets: [{ ticketType: "Guest list", isRequiredApproval: true, limitedAmount: 20 }],
  });
  const names = ["Ava", "Ben", "Cleo", "Dev"].map((first) => `${first} Guest${stamp}`);
  const guests: Member[] = [];
  for (const name of names) {
    const guest = await createMember(request, "guest", { name });
    const token = await apiSignIn(request, guest.email, guest.password);
    await graphql(request, token, RSVP, { input: { eventId, eventTicketId: ticketIds[0], response: "ACCEPT" } });
    guests.push(guest);
  }
  const coHost = await createMember(request, "cohost", { name: `Casey Cohost${stamp}` });

  // The host invites the co-host as Manager; the co-host accepts from the e-mail.
  await page.goto(`/rep-club/events/${eventId}/team`);
  await expect(page.getByRole("heading", { name: `Rooftop Listening Party ${stamp}` })).toBeVisible();
  await page.getByLabel("Search members by name or user name").fill(coHost.userName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByLabel(`Role for ${coHost.name}`).selectOption("CO_HOST");
  await page.getByRole("button", { name: `Invite ${coHost.name}` }).click();
  await expect(page.getByText(`Invitation to be Manager sent to ${coHost.name}.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pending invitations" })).toBeVisible();

  await page.context().clearCookies();
  await signIn(coHost);
  await expect(page).toHaveURL(/\/events$/);
  await outbox.open(coHost.email, "/role-invite?invite=");
  await expect(page.getByRole("heading", { name: `Join the team of Rooftop Listening Party ${stamp}` })).toBeVisible();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText(`You are now Manager of Rooftop Listening Party ${stamp}.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}$`));

  // The co-host opens the approval page.
  await page.goto(`/rep-club/events/${eventId}/approval?filter=PENDING`);
  await expect(page.getByRole("link", { name: "Pending (4)" })).toBeVisible();
  // With JavaScript the rows' buttons and links work in the page, and the page hydrates
  // without an error.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(message.text());
  });
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  for (const name of names.slice(0, 3)) await page.getByLabel(`Choose ${name}`).check();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("3 processed, 0 failed, 0 skipped.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pending (1)" })).toBeVisible();
  await page.getByRole("button", { name: `Decline ${names[3]}` }).click();
  await expect(page.getByText("1 processed, 0 failed, 0 skipped.")).toBeVisible();
  await expect(page.getByText("No data found")).toBeVisible();

  await page.getByRole("link", { name: "Approved (3)" }).click();
  for (const name of names.slice(0, 3)) await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Declined (1)" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: names[0] }).getByText("Approved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: names[1] }).click();
  await expect(page.getByRole("heading", { name: names[1] })).toBeVisible();
  if (javaScriptEnabled) {
    // The bulk form, the row's own button, a tab and a row's link: no document was loaded on the way.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  }
  expect(pageErrors).toEqual([]);

  // The host downloads the attendee list.
  await page.context().clearCookies();
  await signIn(host);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/events/${eventId}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download attendees (CSV)" }).click()]);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toContain("Name,User name,Email");
  for (const guest of guests.slice(0, 3)) expect(lines.find((line) => line.includes(guest.email))).toContain("APPROVED");
  expect(lines.find((line) => line.includes(guests[3].email))).toContain("DECLINED");

  // Statistics and one attendee's page, with a note for the team.
  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { name: "Age" })).toBeVisible();
  // The guests were born in 1991: 35–44.
  await expect(page.getByRole("row", { name: /^35–44 [1-9]/ })).toBeVisible();
  // On a phone the filter's label keeps its word on one line beside the menu.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await textLines(page.locator("label[for=statistics-filter]"))).toBe(1);
  await page.setViewportSize(viewport);
  await page.getByRole("link", { name: "Attendees", exact: true }).click();
  await page.getByRole("link", { name: names[0] }).click();
  await expect(page.getByRole("heading", { name: names[0] })).toBeVisible();
  await page.getByLabel("Note for the team").fill("Brings the vinyl.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();
  await expect(page.getByLabel("Note for the team")).toHaveValue("Brings the vinyl.");
});

test("a bulk approval that cannot approve everyone lists who was not processed and why", async ({ page, request, hostToken, host }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { eventId, ticketIds } = await hostEvent(request, hostToken, {
    name: `One Seat Supper ${stamp}`,
    startsInDays: 9,
    tickets: [{ ticketType: "Chef's table", isRequiredApproval: true, limitedAmount: 1 }],
  });
  const names = ["Eli", "Fay"].map((first) => `${first} Diner${stamp}`);
  for (const name of names) {
    const guest = await createMember(request, "diner", { name });
    const token = await apiSignIn(request, guest.email, guest.password);
    await graphql(request, token, RSVP, { input: { eventId, eventTicketId: ticketIds[0], response: "ACCEPT" } });
  }

  // The host fixture has signed the demo host in on this page.
  void host;
  await page.goto(`/rep-club/events/${eventId}/approval?filter=PENDING`);
  for (const name of names) await page.getByLabel(`Choose ${name}`).check();
  await page.getByRole("button", { name: "Approve", exact: true }).click();

  // One place: one approved; the other is listed with its reason, and stays after the toast.
  const failures = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Not processed" }) });
  await expect(failures).toBeVisible();
  await expect(failures).toContainText("1 processed, 1 failed, 0 skipped.");
  await expect(failures.getByRole("listitem")).toHaveCount(1);
  await expect(failures.getByRole("listitem")).toContainText("No places left on Chef's table.");
  await expect(page.getByRole("link", { name: "Pending (1)" })).toBeVisible();
});
