// The attendee journey on one event a host made with a free ticket, an approval
// ticket and a paid ticket: the attendee finds it by search, RSVPs to the free ticket,
// asks for the approval ticket instead (pending), and buys the paid ticket with the
// sandbox card and sees its QR code. JavaScript on and off.
import { expect, hostEvent, test } from "../support";


test("find an event by search, RSVP, ask for the approval ticket, buy the paid ticket", async ({ page, request, hostToken, member: _signedIn }) => {
  test.setTimeout(60_000);
  const word = `Lanternfest${Date.now().toString(36)}`;
  // Listed, to be found by search; far ahead, so it does not push the demo events off the first page of /events.
  await hostEvent(request, hostToken, {
    name: `${word} Night Market`,
    eventType: "FESTIVAL",
    startsInDays: 400,
    hours: 4,
    isListed: true,
    tickets: [{ ticketType: "Walk-in" }, { ticketType: "Vendor Stall", isRequiredApproval: true }, { ticketType: "Lantern Kit", kind: "PAID", price: 1800 }],
  });

  // Found by a word of its name.
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await page.getByRole("link", { name: new RegExp(`${word} Night Market`) }).first().click();
  await expect(page.getByRole("heading", { name: `${word} Night Market`, level: 1 })).toBeVisible();

  // The free ticket: going at once.
  await page.getByRole("radio", { name: /Walk-in/ }).check();
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  // Asking for the approval ticket instead: pending, with the spec's badge.
  await page.getByRole("link", { name: "Can't go anymore" }).click();
  await page.getByRole("button", { name: "Yes, decline" }).click();
  await expect(page.getByText("You've declined this event.").first()).toBeVisible();
  await page.getByRole("radio", { name: /Vendor Stall/ }).check();
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  await expect(page.getByText("RSVP Pending", { exact: true })).toBeVisible();

  // The paid ticket, with the sandbox's card.
  await page.getByRole("button", { name: "Buy Lantern Kit" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Jordan Lee");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();
  await page.getByRole("link", { name: "See your tickets" }).click();
  await expect(page.getByText("1 × Lantern Kit (confirmed)")).toBeVisible();
  // The bought ticket's pass: its QR code to show at the door.
  await expect(page.getByRole("region", { name: /Your ticket/ }).getByRole("img", { name: "Ticket QR code to show at the door" })).toBeVisible();
});
