// Invitations and their notifications (spec 1 §3 EventInvitation, spec 2 §4 invitation
// sources), JavaScript on and off: a host invites the guests of a previous event, and the
// guests of a saved list, from the invite page; the invitee signs in, finds the invitation
// among their notifications and, following it, opens the event. A co-host invitation's
// notification opens the invitation, where it is accepted.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { apiSignIn, createMember, graphql, type Member } from "../support/members";
import { expect, hostEvent, test, type Fixtures } from "../support";

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const ME = `{ user { me { userId } } }`;
const INVITE_TO_ROLE = `mutation ($eventId: ID!, $userId: ID!, $role: AttendeeRole!) { event { inviteToRole(eventId: $eventId, userId: $userId, role: $role) { addableRoles } } }`;

/** A notification on the activity page, the button that opens it (not its "Mark as read: …" dot). */
const notification = (page: Page, text: string) => page.getByRole("button", { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

/** The invitee, signed in on their own browser (with the project's JavaScript setting). */
async function inviteePage(browser: Browser, testInfo: TestInfo, signIn: Fixtures["signIn"], invitee: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  const page = await context.newPage();
  await signIn(invitee, page);
  await expect(page).toHaveURL(/\/events$/);
  return page;
}

/** The invitee finds the notification on the activity page and follows it to the event. */
async function followInvitation(page: Page, text: string, event: { slug: string; name: string }) {
  await page.goto("/notifications?tab=Requests");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await notification(page, text).click();
  // The invitation's answer page (ADR 0068), which leads on to the event.
  await expect(page).toHaveURL(/\/invitations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: event.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
  await page.getByRole("link", { name: "See the event" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole("heading", { name: event.name, level: 1 })).toBeVisible();
}

test("a host invites the guests of a previous event; the invitee is told and opens the event", async ({ page, request, browser, member: host, signIn }, testInfo) => {
  // Two members made through the real sign-up, two browsers.
  test.slow();
  const hostToken = await apiSignIn(request, host.email, host.password);
  const stamp = Date.now();
  const previous = await hostEvent(request, hostToken, { name: `Spring Picnic ${stamp}`, startsInDays: 3, tickets: [{ ticketType: "Picnic spot" }] });
  const regular = await createMember(request, "regular", { name: "Rae Regular" });
  await graphql(request, await apiSignIn(request, regular.email, regular.password), RSVP, { input: { eventId: previous.eventId, eventTicketId: previous.ticketIds[0], response: "ACCEPT" } });
  const name = `Summer Picnic ${stamp}`;
  const next = await hostEvent(request, hostToken, { name, startsInDays: 9 });

  await page.goto(`/rep-club/events/${next.eventId}/invite`);
  const fromPrevious = page.getByRole("region", { name: "From a previous event" });
  await fromPrevious.getByLabel("Event").selectOption({ label: (await fromPrevious.getByRole("option", { name: new RegExp(`^Spring Picnic ${stamp}`) }).textContent())! });
  await fromPrevious.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();

  const invitee = await inviteePage(browser, testInfo, signIn, regular);
  await followInvitation(invitee, `${host.name} invited you to ${name}.`, { slug: next.slug, name });
  await invitee.context().close();
});

test("a host saves a guest list and invites it to another event; the invitee is told and opens the event", async ({ page, request, browser, member: host, signIn }, testInfo) => {
  test.slow();
  const hostToken = await apiSignIn(request, host.email, host.password);
  const stamp = Date.now();
  const first = await hostEvent(request, hostToken, { name: `Book Club ${stamp}`, startsInDays: 4 });
  const listed = await createMember(request, "listed", { name: "Lee Listed" });
  const listName = `Readers ${stamp}`;

  // The guest list page: add the guest, save the list.
  await page.goto(`/rep-club/events/${first.eventId}/guest`);
  const addForm = page.getByRole("region", { name: "Add a guest" });
  await addForm.getByLabel("Full name").fill("Lee Listed");
  await addForm.getByLabel("E-mail (optional)").fill(listed.email);
  await addForm.getByRole("button", { name: "Add guest" }).click();
  await expect(page.getByText("Guest added.")).toBeVisible();
  const saved = page.getByRole("region", { name: "Saved guest lists" });
  await saved.getByLabel("Save this list as").fill(listName);
  await saved.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByText("Guest list saved.")).toBeVisible();

  // Another event's invite page: invite the saved list.
  const name = `Book Club Finale ${stamp}`;
  const next = await hostEvent(request, hostToken, { name, startsInDays: 11 });
  await page.goto(`/rep-club/events/${next.eventId}/invite`);
  const fromList = page.getByRole("region", { name: "From a saved list" });
  await fromList.getByLabel("Saved list").selectOption({ label: listName });
  await fromList.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();

  const invitee = await inviteePage(browser, testInfo, signIn, listed);
  await followInvitation(invitee, `${host.name} invited you to ${name}.`, { slug: next.slug, name });
  await invitee.context().close();
});

test("a co-host invitation's notification opens the invitation, where the invitee accepts", async ({ page, request, freshMember: invitee, signIn }) => {
  test.slow();
  const host = await createMember(request, "cohosting", { name: "Hana Host" });
  const hostToken = await apiSignIn(request, host.email, host.password);
  const name = `Harbour Fest ${Date.now()}`;
  const { eventId, slug } = await hostEvent(request, hostToken, { name, startsInDays: 8 });
  const inviteeToken = await apiSignIn(request, invitee.email, invitee.password);
  const { user } = await graphql<{ user: { me: { userId: string } } }>(request, inviteeToken, ME);
  await graphql(request, hostToken, INVITE_TO_ROLE, { eventId, userId: user.me.userId, role: "CO_HOST" });

  await signIn(invitee);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/notifications?tab=Requests");
  await notification(page, `Hana Host invited you to co-host ${name}.`).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}/role-invite\\?invite=`));
  await expect(page.getByRole("heading", { name: `Join the team of ${name}`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Accept" }).click();
  // Accepting lands on the manager event page (waited for: leaving sooner would cancel the post).
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}$`));
  // Now a co-host: the role's notification leads to the manager event page, which opens.
  await page.goto("/notifications?tab=Events");
  await notification(page, `You are now a co-host of ${name}.`).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}$`));
});
