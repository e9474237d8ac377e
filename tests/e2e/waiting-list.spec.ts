// A full ticket's waiting list: a member joins it from the event page, is told by e-mail
// when a place opens, and follows the link to take it. JavaScript on and off.
import { expect, graphql, hostEvent, test } from "../support";

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

test("a member waits for a full ticket, is told when a place opens, and takes it", async ({ page, request, hostToken, member, outbox }) => {
  const name = `Tiny Supper Club ${Date.now()}`;
  const {
    eventId,
    slug,
    ticketIds: [seat],
  } = await hostEvent(request, hostToken, { name, startsInDays: 10, timeZone: "Europe/London", tickets: [{ ticketType: "Seat", limitedAmount: 1, optInShowTicketAmount: true }] });
  // The host takes the only seat.
  await graphql(request, hostToken, RSVP, { input: { eventId, eventTicketId: seat, response: "ACCEPT" } });

  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "Join the waiting list for Seat" }).click();
  await expect(page.getByText("You're on the waiting list. We'll email you if a place opens up.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave the waiting list for Seat" })).toBeVisible();

  // The host gives the seat up: the member is told.
  await graphql(request, hostToken, RSVP, { input: { eventId, response: "DECLINE" } });
  const link = await outbox.link(member.email, `/events/${slug}`, { where: (message) => message.subject === `A place opened up: ${name}` });
  await page.goto(link);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  await expect(page.getByRole("button", { name: /waiting list/ })).toHaveCount(0);
});
