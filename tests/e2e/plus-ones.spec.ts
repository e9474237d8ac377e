// Plus-ones from the ticket (ADR 0068): a member RSVPs alone, then on their ticket's page asks
// for more plus-ones than the ticket admits (the spec's words at the field, the number kept),
// more than the places left (refused), and as many as fit; the event page and the host's
// attendee detail show the count. JavaScript on and off.
import { apiSignIn, createMember, DEMO_HOST, expect, graphql, hostEvent, test } from "../support";

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

test.slow();

test("a member changes their plus-ones from the ticket page within its limit and the places left", async ({ page, request, member, hostToken, signIn }) => {
  const stamp = Date.now().toString(36);
  const { eventId, slug, ticketIds } = await hostEvent(request, hostToken, {
    name: `Plus Ones Later ${stamp}`,
    startsInDays: 2,
    tickets: [{ ticketType: "Small room", limitedAmount: 3, additionalGuests: 2 }],
  });

  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  // Another member takes a place: one is left for plus-ones.
  const other = await createMember(request, "plus-other", { name: "Olly Other" });
  await graphql(request, await apiSignIn(request, other.email, other.password), RSVP, { input: { eventId, eventTicketId: ticketIds[0], response: "ACCEPT" } });

  await page.getByRole("link", { name: "Print ticket" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}/ticket$`));
  const section = page.getByRole("region", { name: "Plus-ones · Small room" });
  await expect(section).toContainText("You bring: No plus-ones");
  const field = section.getByLabel("Plus-ones you bring");

  await field.fill("3");
  await section.getByRole("button", { name: "Save plus-ones" }).click();
  await expect(section.getByText("You can bring 0 to 2 plus-ones with this ticket.")).toBeVisible();
  await expect(section.getByLabel("Plus-ones you bring")).toHaveValue("3");

  await section.getByLabel("Plus-ones you bring").fill("2");
  await section.getByRole("button", { name: "Save plus-ones" }).click();
  await expect(section.getByText("Too few places are left on this ticket for more plus-ones.")).toBeVisible();

  await section.getByLabel("Plus-ones you bring").fill("1");
  await section.getByRole("button", { name: "Save plus-ones" }).click();
  await expect(page.getByText("Your plus-ones are saved.")).toBeVisible();
  await expect(section).toContainText("You bring: +1 guest");

  await page.goto(`/events/${slug}`);
  await expect(page.locator(".my-tickets")).toContainText("+1 guest");

  await page.context().clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/events/${eventId}/approval`);
  await expect(page.getByRole("row", { name: new RegExp(member.name) })).toContainText("Small room +1");
  await page.getByRole("link", { name: member.name }).click();
  await expect(page.getByText(/Small room ×1 · active · Free · \+1 guest/)).toBeVisible();
});
