// An event that does not use QR passes (ADR 0100): the host turns "Admit guests with a QR pass"
// off; a member who RSVPs reads on their ticket that they give their name at the door, on the
// event page and the printable ticket, with no code to scan; the door page has no scanner, and
// the host finds the member by name and checks them in, once. JavaScript on and off.
import { randomInt } from "node:crypto";
import { createMember, DEMO_HOST, expect, graphql, hostEvent, SETTINGS_NOTHING_OPTED_IN, test } from "../support";

const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { optInUseQrPass } } }`;
const BY_NAME = "No QR code for this event: give the name on your ticket at the door.";

test("without QR passes, a guest's ticket says to give their name and the door checks them in by name", async ({ page, context, request, hostToken, signIn }) => {
  test.slow();
  const suffix = randomInt(10_000, 100_000);
  const { eventId, slug } = await hostEvent(request, hostToken, { name: `Garden Supper ${suffix}`, startsInDays: 0.02, tickets: [{ ticketType: "Supper seat" }] });
  const saved = await graphql<{ event: { updateSettings: { optInUseQrPass: boolean } } }>(request, hostToken, SETTINGS, {
    eventId,
    input: { ...SETTINGS_NOTHING_OPTED_IN, optInUseQrPass: false },
  });
  expect(saved.event.updateSettings.optInUseQrPass).toBe(false);
  const guestName = `Robin Byname ${suffix}`;
  const member = await createMember(request, "door-by-name", { name: guestName });

  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  const ticket = page.getByRole("region", { name: "Your ticket" });
  await expect(ticket.getByText(BY_NAME)).toBeVisible();
  await expect(ticket.getByText("Supper seat")).toBeVisible();
  await expect(ticket.getByRole("img", { name: "Ticket QR code to show at the door" })).toHaveCount(0);
  await expect(ticket.getByText("Show the QR code at the door.")).toHaveCount(0);
  await page.goto(`/events/${slug}/ticket`);
  await expect(page.getByText(BY_NAME)).toBeVisible();
  await expect(page.getByRole("group", { name: "Ticket code" })).toHaveCount(0);

  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/events/${eventId}/door`);
  await expect(page.getByRole("heading", { name: "Check-in by name" })).toBeVisible();
  await expect(page.getByLabel("Ticket code")).toHaveCount(0);
  const find = page.getByRole("region", { name: "Find a guest" });
  await find.getByLabel("Guest's name").fill("R");
  await find.getByRole("button", { name: "Find" }).click();
  await expect(find.getByText("Type at least two letters of the name.")).toBeVisible();
  await find.getByLabel("Guest's name").fill(`byname ${suffix}`);
  await find.getByRole("button", { name: "Find" }).click();
  await expect(find.getByText("Scan 0 of 1")).toBeVisible();
  await find.getByRole("button", { name: `Check in ${guestName} (Supper seat)` }).click();
  await expect(page.getByText(`Checked in: ${guestName} (Supper seat).`)).toBeVisible();
  await expect(find.getByLabel("Guest's name")).toHaveValue(`byname ${suffix}`);
  await expect(find.getByText("Scan 1 of 1")).toBeVisible();
  await expect(find.getByRole("button", { name: `Used up: ${guestName} (Supper seat)` })).toBeDisabled();
});
