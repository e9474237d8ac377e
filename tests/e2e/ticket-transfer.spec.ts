// Transferring a ticket (spec 2 §3 TRANSFER_OUT/IN_EVENT_TICKET): a member RSVPs, sends the
// ticket to another member from its page, and the other member finds it on theirs. Every step
// is a form, so the journey runs with JavaScript on and off.
import { createMember, expect, hostEvent, submitLoginForm, test } from "../support";

test("a member transfers their ticket to another member, who sees it as theirs", async ({ page, browser, request, hostToken, member }, testInfo) => {
  // Two members and an event made through the API: a long journey.
  test.setTimeout(90_000);
  const { slug } = await hostEvent(request, hostToken, { name: "Transfer Test Picnic", startsInDays: 3, tickets: [{ ticketType: "Picnic Spot", limitedAmount: 20 }] });
  const friend = await createMember(request, "friend", { name: "Noor Haddad" });

  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Your ticket" })).toBeVisible();
  await page.getByRole("link", { name: "Transfer your ticket" }).click();
  await expect(page).toHaveURL(`/events/${slug}/ticket`);
  await expect(page.getByRole("heading", { name: "Transfer ticket: Picnic Spot" })).toBeVisible();

  // Not confirmed: refused at the checkbox, the member's name kept.
  await page.getByLabel("Member's user name or e-mail").fill(`@${friend.userName}`);
  await page.getByRole("button", { name: "Transfer ticket" }).click();
  await expect(page.getByText("Confirm that the ticket goes to this member.")).toBeVisible();
  await expect(page.getByLabel("Member's user name or e-mail")).toHaveValue(`@${friend.userName}`);

  // Nobody by that name: refused next to the field.
  await page.getByLabel("Member's user name or e-mail").fill("@nobody_by_this_name");
  await page.getByLabel("I understand my ticket stops working once it's transferred.").check();
  await page.getByRole("button", { name: "Transfer ticket" }).click();
  await expect(page.getByText("No member has this user name or e-mail.")).toBeVisible();

  await page.getByLabel("Member's user name or e-mail").fill(`@${friend.userName}`);
  await page.getByLabel("I understand my ticket stops working once it's transferred.").check();
  await page.getByRole("button", { name: "Transfer ticket" }).click();
  await expect(page.getByText(`Your ticket was transferred to @${friend.userName}.`).first()).toBeVisible();
  await expect(page.getByText(`Transferred to @${friend.userName}`, { exact: false }).last()).toBeVisible();
  await expect(page.getByText("No longer valid at the door.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Ticket QR code to show at the door" })).toHaveCount(0);
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("heading", { name: "Your ticket" })).toHaveCount(0);

  const friendContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    const friendPage = await friendContext.newPage();
    await friendPage.goto(`/auth/login?to=${encodeURIComponent(`/events/${slug}/ticket`)}`);
    await submitLoginForm(friendPage, friend);
    await expect(friendPage).toHaveURL(`/events/${slug}/ticket`);
    await expect(friendPage.getByText(`Transferred from @${member.userName}`)).toBeVisible();
    await expect(friendPage.getByRole("img", { name: "Ticket QR code to show at the door" })).toBeVisible();
    await expect(friendPage.getByRole("heading", { name: "Transfer ticket: Picnic Spot" })).toBeVisible();
  } finally {
    await friendContext.close();
  }
});
