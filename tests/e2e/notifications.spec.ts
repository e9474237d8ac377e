// Notifications (spec 1 §4): a member asks to join a host's approval-only event; the host's
// bell counts it, the host opens the list (a popover with JavaScript, /notifications
// without), reads it (the count drops) and marks all read. JavaScript on and off.
import { apiSignIn, createMember } from "../support/members";
import { expect, graphql, hostEvent, test } from "../support";

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

test("the host is told of a request to join, reads it, and marks all read", async ({ page, request, member: host }, testInfo) => {
  // Three members made through the real sign-up (password hashing) on a shared machine.
  test.slow();
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const hostToken = await apiSignIn(request, host.email, host.password);
  const name = `Garden Supper ${Date.now()}`;
  const { eventId, ticketIds } = await hostEvent(request, hostToken, {
    name,
    startsInDays: 6,
    tickets: [{ ticketType: "Guest list", isRequiredApproval: true }],
  });
  const askToJoin = async (guestName: string) => {
    const guest = await createMember(request, "guest", { name: guestName });
    const token = await apiSignIn(request, guest.email, guest.password);
    await graphql(request, token, RSVP, { input: { eventId, eventTicketId: ticketIds[0], response: "ACCEPT" } });
  };
  const bell = (unread: number) => page.getByRole(javaScriptEnabled ? "button" : "link", { name: unread ? `Notifications, ${unread} unread` : "Notifications", exact: true });

  await expect(bell(0)).toBeVisible();
  await askToJoin("Riley Park");
  await askToJoin("Noor Haddad");
  const riley = `Riley Park asked to join ${name}.`;
  const noor = `Noor Haddad asked to join ${name}.`;

  if (javaScriptEnabled) {
    // Told live, without reloading the page.
    await expect(bell(2)).toBeVisible({ timeout: 7_000 });
    await bell(2).click();
    const panel = page.getByRole("region", { name: "Notifications" });
    await expect(panel.getByText(noor)).toBeVisible();
    await expect(panel.getByText(riley)).toBeVisible();
    // The dot reads one: the count drops by one.
    await panel.getByRole("button", { name: `Mark as read: ${noor}` }).click();
    await expect(bell(1)).toBeVisible();
    await expect(panel.getByRole("button", { name: `Mark as read: ${noor}` })).toHaveCount(0);
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByRole("status").filter({ hasText: "All notifications are marked as read." })).toBeVisible();
    await expect(bell(0)).toBeVisible();
  } else {
    await page.reload();
    await bell(2).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(page.getByText(noor)).toBeVisible();
    await page.getByRole("button", { name: `Mark as read: ${noor}` }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(bell(1)).toBeVisible();
    await expect(page.getByRole("button", { name: `Mark as read: ${noor}` })).toHaveCount(0);
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByRole("status").filter({ hasText: "All notifications are marked as read." })).toBeVisible();
    await expect(bell(0)).toBeVisible();
  }
  // Both read; opening one goes to the event's approval page, where the host decides (ADR 0068).
  await page.goto("/notifications?tab=Events");
  await expect(page.getByRole("navigation", { name: "Activity" }).getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: riley }).click();
  await expect(page).toHaveURL(/\/rep-club\/events\/[^/]+\/approval$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Riley Park/ })).toBeVisible();
});

test("the activity tabs filter the list, ten a page", async ({ page, request, member: host }) => {
  // Eleven events arranged through the API.
  test.slow();
  const hostToken = await apiSignIn(request, host.email, host.password);
  const guest = await createMember(request, "pager", { name: "Sasha Pager" });
  const guestToken = await apiSignIn(request, guest.email, guest.password);
  const stamp = Date.now();
  for (let i = 0; i < 11; i++) {
    const { eventId, ticketIds } = await hostEvent(request, hostToken, {
      name: `Paging Party ${i} ${stamp}`,
      startsInDays: 4,
      tickets: [{ ticketType: "Door list", isRequiredApproval: true }],
    });
    await graphql(request, guestToken, RSVP, { input: { eventId, eventTicketId: ticketIds[0], response: "ACCEPT" } });
  }
  await page.goto("/notifications");
  const items = page.getByRole("main").getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText(`Sasha Pager asked to join Paging Party 10 ${stamp}.`);
  await page.getByRole("link", { name: "Older" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`Paging Party 0 ${stamp}.`);
  await page.getByRole("link", { name: "Newest" }).click();
  await expect(items).toHaveCount(10);
  await page.getByRole("navigation", { name: "Activity" }).getByRole("link", { name: "Achievements" }).click();
  await expect(page).toHaveURL(/\/notifications\?tab=Achievements$/);
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
});
