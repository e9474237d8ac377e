// Who may join, by rep score and by place (ADR 0055). A member below an event's minimum rep
// score is refused with the reason; checked in at another event's door, they earn points, the
// profile shows the score and how it was earned, and the event takes them. A host limits an
// event to members within a radius of a place; a member without an area is asked to set it,
// one too far away is refused, one inside RSVPs. Both run with JavaScript on and off.
import { apiSignIn, createMember, expect, graphql, hostEvent, SETTINGS_NOTHING_OPTED_IN, test } from "../support";
import { eventSettingsMessages as m } from "../../contract/events/messages";
import { radiusRule } from "../../contract/events/radius";
import { REP_SCORE_POINTS, repScoreExplanation } from "../../contract/account/profile";

const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { eventId } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const MY_PASS = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { status passToken } } } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;

// Each journey arranges events, a member and a check-in through the API first.
test.slow();

test("a member below the minimum rep score is refused; a check-in at another event earns the points, shown on the profile", async ({ page, request, hostToken, signIn }, testInfo) => {
  const minimum = REP_SCORE_POINTS.eventCheckIn;
  const exclusive = await hostEvent(request, hostToken, { name: `Regulars Supper ${Date.now()}`, startsInDays: 6, tickets: [{ ticketType: "Seat" }] });
  await graphql(request, hostToken, SETTINGS, { eventId: exclusive.eventId, input: { ...SETTINGS_NOTHING_OPTED_IN, minimumRepScore: minimum } });
  const doorNight = `Door Night ${Date.now()}`;
  const door = await hostEvent(request, hostToken, { name: doorNight, startsInDays: 0.02, tickets: [{ ticketType: "Door Entry" }] });

  const member = await createMember(request, `rep-${testInfo.project.name}`, { name: "Remy Regular" });
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/events/${exclusive.slug}`);
  await expect(page.getByText(`Asks for a rep score of at least ${minimum}.`)).toBeVisible();
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByText(m.repScoreTooLow(minimum))).toBeVisible();

  await page.getByRole("link", { name: "How rep score is earned" }).click();
  await expect(page.getByRole("heading", { name: "Rep score: 0" })).toBeVisible();
  await expect(page.getByText(repScoreExplanation)).toBeVisible();

  // The member goes to the door event and the host checks them in.
  const token = await apiSignIn(request, member.email, member.password);
  await graphql(request, token, RSVP, { input: { eventId: door.eventId, eventTicketId: door.ticketIds[0], response: "ACCEPT" } });
  const passes = await graphql<{ event: { bySlugOrId: { my: { tickets: { status: string; passToken: string | null }[] } } } }>(request, token, MY_PASS, { id: door.eventId });
  const pass = passes.event.bySlugOrId.my.tickets.find((ticket) => ticket.status === "ACTIVE")?.passToken;
  const scanned = await graphql<{ event: { verifyTicket: { status: string } } }>(request, hostToken, VERIFY, { input: { eventId: door.eventId, zoneId: null, code: pass, nonce: `rep-e2e-${Date.now()}` } });
  expect(scanned.event.verifyTicket.status).toBe("OK");

  await page.reload();
  await expect(page.getByRole("heading", { name: `Rep score: ${minimum}` })).toBeVisible();
  const earned = page.getByRole("listitem").filter({ hasText: doorNight });
  await expect(earned).toContainText(`+${REP_SCORE_POINTS.eventCheckIn} checked in at ${doorNight}`);

  await page.goto(`/events/${exclusive.slug}`);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
});

test("the host limits an event to members within a radius; a member is asked for their area, refused from afar, and let in nearby", async ({ page, browser, request, hostToken, host: _signedIn, signIn }, testInfo) => {
  test.setTimeout(120_000);
  const { eventId, slug } = await hostEvent(request, hostToken, { name: `Neighbourhood Supper ${Date.now()}`, startsInDays: 8, tickets: [{ ticketType: "Seat" }] });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await page.getByLabel("Location radius").check();
  await page.getByLabel("Place", { exact: true }).fill("Downtown Los Angeles");
  await page.getByLabel("Latitude", { exact: true }).fill("34.0522");
  await page.getByLabel("Longitude", { exact: true }).fill("-118.2437");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(m.radiusRange)).toBeVisible();
  await expect(page.getByLabel("Radius", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Place", { exact: true })).toHaveValue("Downtown Los Angeles");
  await page.getByLabel("Radius", { exact: true }).fill("25");
  await page.getByLabel("Unit", { exact: true }).selectOption("KILOMETERS");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("Location radius")).toBeChecked();
  await expect(page.getByLabel("Radius", { exact: true })).toHaveValue("25");

  const rule = radiusRule(25, "KILOMETERS", "Downtown Los Angeles");
  const guest = await createMember(request, `radius-${testInfo.project.name}`, { name: "Nia Nearby" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await context.newPage();
  await signIn({ email: guest.email, password: guest.password }, other);
  await expect(other).toHaveURL(/\/events$/);
  await other.goto(`/events/${slug}`);
  await expect(other.getByText(rule)).toBeVisible();
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByText(m.areaNeeded(rule))).toBeVisible();

  await other.getByRole("link", { name: "Set your area" }).click();
  await other.getByLabel("Your area").selectOption({ label: "San Diego" });
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByLabel("Your area")).toHaveValue("san-diego");
  await other.goto(`/events/${slug}`);
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByText(m.tooFar(rule))).toBeVisible();

  await other.goto("/profile/location");
  await other.getByLabel("Your area").selectOption({ label: "Los Angeles" });
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByLabel("Your area")).toHaveValue("los-angeles");
  await other.goto(`/events/${slug}`);
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByRole("heading", { name: "You're going" })).toBeVisible();
  await context.close();
});
