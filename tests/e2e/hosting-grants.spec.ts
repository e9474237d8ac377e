// Tickets the team gives and plus-ones: the host gives a member a VIP ticket from the hosting
// pages, the attendee list shows its kind, the member is e-mailed, and the ticket scans at the
// door; a member RSVPs with two plus-ones, the host checks them in and the summary counts three.
// JavaScript on and off.
import { apiSignIn, createMember, DEMO_HOST, expect, graphql, hostEvent, readOutbox, test } from "../support";

const MY_PASS = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { status grantKind passToken } } } } }`;
type MyPass = { event: { bySlugOrId: { my: { tickets: { status: string; grantKind: string | null; passToken: string | null }[] } } } };

// Each journey arranges an event and members through the API first: more than a page's time.
test.slow();

test("the host gives a member a VIP ticket; it shows as VIP in the attendee list, is e-mailed, and scans at the door", async ({ page, request, host, hostToken }) => {
  void host;
  const stamp = Date.now().toString(36);
  const { eventId } = await hostEvent(request, hostToken, { name: `VIP Night ${stamp}`, startsInDays: 0.02, tickets: [{ ticketType: "Floor", limitedAmount: 5 }] });
  const guest = await createMember(request, "vip", { name: `Vera Vip${stamp}` });

  await page.goto(`/rep-club/events/${eventId}/approval`);
  await page.getByRole("link", { name: "Give a ticket" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Give a ticket" })).toBeVisible();
  await page.getByRole("radio", { name: "VIP" }).check();
  await page.getByLabel("Ticket", { exact: true }).selectOption({ label: "Floor (0 of 5 taken)" });
  // A user name nobody has: refused beside the field, what was typed kept.
  await page.getByLabel("Member's user name or e-mail").fill(`nobody_${stamp}`);
  await page.getByRole("button", { name: "Give ticket" }).click();
  await expect(page.getByText("No member has this user name or e-mail.")).toBeVisible();
  await expect(page.getByLabel("Member's user name or e-mail")).toHaveValue(`nobody_${stamp}`);

  await page.getByLabel("Member's user name or e-mail").fill(`@${guest.userName}`);
  await page.getByRole("radio", { name: "VIP" }).check();
  await page.getByRole("button", { name: "Give ticket" }).click();
  await expect(page.getByText(`VIP ticket given to ${guest.name}.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/approval$`));
  await expect(page.getByRole("row", { name: new RegExp(guest.name) })).toContainText("Floor (VIP)");

  const mail = (await readOutbox(request, guest.email)).find((message) => message.subject === `You have a ticket for VIP Night ${stamp}`);
  expect(mail?.text).toContain(`gave you a VIP ticket for VIP Night ${stamp}`);
  const guestToken = await apiSignIn(request, guest.email, guest.password);
  const [ticket] = (await graphql<MyPass>(request, guestToken, MY_PASS, { id: eventId })).event.bySlugOrId.my.tickets;
  expect(ticket).toMatchObject({ status: "ACTIVE", grantKind: "VIP" });

  await page.goto(`/rep-club/events/${eventId}/door`);
  await page.getByLabel("Ticket code").fill(ticket.passToken!);
  await page.getByRole("button", { name: "Check ticket" }).click();
  const result = page.locator(".door-result-region");
  await expect(result.getByText("Admitted", { exact: true })).toBeVisible();
  await expect(result).toContainText(guest.name);
});

test("a member RSVPs with two plus-ones; the host checks them in and the summary counts three", async ({ page, request, member, hostToken, signIn }) => {
  const stamp = Date.now().toString(36);
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Plus Ones Party ${stamp}`,
    startsInDays: 0.02,
    tickets: [{ ticketType: "Plus two", limitedAmount: 10, additionalGuests: 2 }],
  });

  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Plus two Free · bring up to 2 plus-ones")).toBeVisible();
  await page.getByLabel("Plus-ones you bring").fill("2");
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  await expect(page.locator(".my-tickets")).toContainText("+2 guests");

  const token = await apiSignIn(request, member.email, member.password);
  const [ticket] = (await graphql<MyPass>(request, token, MY_PASS, { id: eventId })).event.bySlugOrId.my.tickets;

  await page.context().clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/events/${eventId}/approval`);
  await expect(page.getByRole("row", { name: new RegExp(member.name) })).toContainText("Plus two +2");

  await page.goto(`/rep-club/events/${eventId}/door`);
  await page.getByLabel("Ticket code").fill(ticket.passToken!);
  await page.getByRole("button", { name: "Check ticket" }).click();
  const result = page.locator(".door-result-region");
  await expect(result.getByText("Admitted", { exact: true })).toBeVisible();
  await expect(result).toContainText("+2 guests");

  await page.getByRole("link", { name: "Checked-in summary" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Checked in" })).toBeVisible();
  const allTickets = page.getByRole("row", { name: /All tickets/ });
  await expect(allTickets.getByRole("cell").first()).toHaveText("3");
  await expect(page.getByText("3 of 3")).toBeVisible();
});
