// "Your ticket": a member holding an ACTIVE ticket sees its QR code, with its code as text under
// it, on the event page, a print-friendly page and a PDF; nobody else can open them. Runs in js-on and js-off: the
// RSVP is a form, the print page and the PDF are plain links.
import type { APIRequestContext } from "@playwright/test";
import { apiSignIn, createMember, expect, graphql, test, type Member } from "../support";
import { DEMO_APPROVAL_EVENT, DEMO_FREE_EVENT } from "../support/demo";

test.use({ memberProfile: { label: "ticket", name: "Robin Ticketholder" } });

/** The QR code's accessible name (app/.server/events/ticket.server.ts TICKET_QR_LABEL). */
const QR_LABEL = "Ticket QR code to show at the door";
/** The accessible name of the code printed under it (app/components/events/my-ticket.tsx TICKET_CODE_LABEL). */
const CODE_LABEL = "Ticket code";
const TICKET_PAGE = `/events/${DEMO_FREE_EVENT.slug}/ticket`;
const TICKET_PDF = `/events/${DEMO_FREE_EVENT.slug}/ticket.pdf`;

/** The member's pass for the free event, read through the API as they see it (for checks only). */
async function passOf(request: APIRequestContext, who: Member): Promise<string | null> {
  const token = await apiSignIn(request, who.email, who.password);
  const answer = await graphql<{ event: { bySlugOrId: { my: { tickets: { status: string; passToken: string | null }[] } } } }>(
    request,
    token,
    `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { my { tickets { status passToken } } } } }`,
    { slug: DEMO_FREE_EVENT.slug },
  );
  return answer.event.bySlugOrId.my.tickets.find((ticket) => ticket.status === "ACTIVE")?.passToken ?? null;
}

/** RSVPs a member to the free event through the API (arranging another person's ticket). */
async function rsvpThroughApi(request: APIRequestContext, who: Member): Promise<void> {
  const token = await apiSignIn(request, who.email, who.password);
  const { event } = await graphql<{ event: { bySlugOrId: { eventId: string; tickets: { eventTicketId: string; ticketType: string }[] } } }>(
    request,
    token,
    `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { eventId tickets { eventTicketId ticketType } } } }`,
    { slug: DEMO_FREE_EVENT.slug },
  );
  const ticket = event.bySlugOrId.tickets.find((t) => t.ticketType === DEMO_FREE_EVENT.ticket)!;
  await graphql(request, token, `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`, {
    input: { eventId: event.bySlugOrId.eventId, eventTicketId: ticket.eventTicketId, response: "ACCEPT" },
  });
}

test("after an RSVP the member sees their ticket's QR code, prints it and downloads it as a PDF", async ({ page, request, member }) => {
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await expect(page.getByRole("heading", { name: "Your ticket" })).toHaveCount(0);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  const card = page.getByRole("region", { name: "Your ticket" });
  await expect(card).toBeVisible();
  const qr = card.getByRole("img", { name: QR_LABEL });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
  await expect(card).toContainText(DEMO_FREE_EVENT.ticket);
  await expect(card).toContainText("Dolores Park");

  // Under the QR code, its code as text, exactly the pass the door's "Ticket code" field takes when no camera reads it.
  const pass = await passOf(request, member);
  expect(pass).toMatch(/^1\.[\w-]+\.[\w-]+$/);
  const code = card.getByRole("group", { name: CODE_LABEL });
  await expect(code).toBeVisible();
  expect((await code.locator("code").innerText()).trim()).toBe(pass);
  // On a 360 px screen it wraps inside the card, nothing cut off.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const [codeBox, cardBox] = [await code.boundingBox(), await card.boundingBox()];
  expect(codeBox!.x + codeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  expect(await code.locator("code").evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize(viewport);

  // The print page.
  await card.getByRole("link", { name: "Print ticket" }).click();
  await expect(page).toHaveURL(new RegExp(`${TICKET_PAGE}$`));
  await expect(page.getByRole("heading", { level: 1, name: DEMO_FREE_EVENT.name })).toBeVisible();
  const sheet = page.getByRole("article", { name: `Ticket: ${DEMO_FREE_EVENT.ticket}` });
  await expect(sheet).toContainText(member.name);
  await expect(sheet).toContainText("Dolores Park");
  await expect(sheet.getByRole("img", { name: QR_LABEL })).toBeVisible();
  expect((await sheet.getByRole("group", { name: CODE_LABEL }).locator("code").innerText()).trim()).toBe(pass);
  // On paper only the ticket: the site's menus and the page's own buttons are left out.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("complementary", { name: "Side panel" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to the event" })).toBeHidden();
  await expect(sheet.getByRole("img", { name: QR_LABEL })).toBeVisible();
  await expect(sheet.getByRole("group", { name: CODE_LABEL })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The PDF, from the event page's link.
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  const link = page.getByRole("link", { name: "Download PDF" });
  await expect(link).toHaveAttribute("href", TICKET_PDF);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${DEMO_FREE_EVENT.slug}-ticket.pdf`);

  const response = await page.request.get(TICKET_PDF);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.toString("latin1")).toMatch(/\/Type \/Page\b/);
  expect(pdf.toString("latin1")).toMatch(/\/Count 1\b/);
});

test("nobody else opens a member's ticket: 404 for another member, the sign-in page when signed out", async ({ page, request, member: _stranger }) => {
  const owner = await createMember(request, "ticket-owner", { name: "Owner Of Ticket" });
  await rsvpThroughApi(request, owner);
  const pass = await passOf(request, owner);
  expect(pass).toBeTruthy();

  // Another member (signed in on the page, holding no ticket) sees no ticket and gets 404 on its URLs.
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await expect(page.getByRole("heading", { name: "Join this event" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your ticket" })).toHaveCount(0);
  const printPage = await page.goto(TICKET_PAGE);
  expect(printPage?.status()).toBe(404);
  await expect(page.getByRole("img", { name: QR_LABEL })).toHaveCount(0);
  expect(await page.content()).not.toContain("Owner Of Ticket");
  expect(await page.content()).not.toContain(pass!);
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  expect(await page.content()).not.toContain(pass!);
  expect(await (await page.request.get(`/events/${DEMO_FREE_EVENT.slug}.data`)).text()).not.toContain(pass!);
  const pdf = await page.request.get(TICKET_PDF);
  expect(pdf.status()).toBe(404);
  expect(pdf.headers()["content-type"]).not.toBe("application/pdf");

  // Signed out (the test's request context has no session): the sign-in redirect, as for any protected page.
  for (const path of [TICKET_PAGE, TICKET_PDF]) {
    const visitor = await request.get(path, { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toMatch(/^\/auth\/(sign-up|login)\?/);
    expect(decodeURIComponent(visitor.headers().location)).toContain(path);
  }
  // And the signed-out event page (shared through the page cache) has no ticket in it.
  const anonymous = await (await request.get(`/events/${DEMO_FREE_EVENT.slug}`)).text();
  expect(anonymous).not.toContain(QR_LABEL);
  expect(anonymous).not.toContain(pass!);
});

test("an RSVP waiting for approval shows no QR code and has no ticket page", async ({ page, member: _signedIn }) => {
  await page.goto(`/events/${DEMO_APPROVAL_EVENT.slug}`);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByText("RSVP Pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your ticket" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: QR_LABEL })).toHaveCount(0);
  expect((await page.goto(`/events/${DEMO_APPROVAL_EVENT.slug}/ticket`))?.status()).toBe(404);
  expect((await page.request.get(`/events/${DEMO_APPROVAL_EVENT.slug}/ticket.pdf`)).status()).toBe(404);
});
