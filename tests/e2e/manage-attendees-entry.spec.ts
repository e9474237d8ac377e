// "Manage Attendees" on the event page (spec 2 §2): beside Edit for the host and a co-host, alone
// for a promoter (who approves the guests they brought), never for door staff or a guest. It is a
// link, so it works the same with JavaScript on and off.
import type { APIRequestContext } from "@playwright/test";
import { apiSignIn, createMember, expect, graphql, hostEvent, test, type Member } from "../support";

const INVITE_LINK = `mutation ($eventId: ID!, $role: AttendeeRole!) { event { createRoleInviteLink(eventId: $eventId, role: $role) } }`;
const ACCEPT = `mutation ($slug: String!, $token: String!) { event { respondToRoleInvite(slug: $slug, token: $token, accept: true) { role } } }`;

/** A new member given a role on the event through an invite link, as the team page would. */
async function withRole(request: APIRequestContext, hostToken: string, event: { eventId: string; slug: string }, role: string): Promise<Member> {
  const link = (await graphql<{ event: { createRoleInviteLink: string } }>(request, hostToken, INVITE_LINK, { eventId: event.eventId, role })).event.createRoleInviteLink;
  const who = await createMember(request, role.toLowerCase().replace("_", ""), { name: `Team ${role}` });
  const token = await apiSignIn(request, who.email, who.password);
  await graphql(request, token, ACCEPT, { slug: event.slug, token: new URL(link).searchParams.get("token") });
  return who;
}

test("the host and a co-host see Manage Attendees beside Edit; a promoter sees it alone; door staff and guests do not", async ({ page, request, hostToken, host: _signedIn, signIn }) => {
  test.setTimeout(120_000);
  const event = await hostEvent(request, hostToken, { name: `Attendee desk night ${Date.now()}`, startsInDays: 9 });
  const approvalPath = `/rep-club/events/${event.eventId}/approval`;
  const [coHost, promoter, door] = [
    await withRole(request, hostToken, event, "CO_HOST"),
    await withRole(request, hostToken, event, "PROMOTER"),
    await withRole(request, hostToken, event, "DOOR"),
  ];
  const guest = await createMember(request, "guest", { name: "Plain Guest" });

  // The host: beside Edit, to the attendee management page.
  await page.goto(`/events/${event.slug}`);
  const manage = page.getByRole("link", { name: "Manage Attendees" });
  await expect(page.getByRole("link", { name: "Edit event" })).toBeVisible();
  await expect(manage).toHaveAttribute("href", approvalPath);
  await manage.click();
  await expect(page).toHaveURL(new RegExp(`${approvalPath}$`));
  await expect(page.getByRole("navigation", { name: "Event management" }).getByRole("link", { name: "Attendees", exact: true })).toHaveAttribute("aria-current", "page");

  const expectations: [Member, { edit: boolean; manage: boolean }][] = [
    [coHost, { edit: true, manage: true }],
    [promoter, { edit: false, manage: true }],
    [door, { edit: false, manage: false }],
    [guest, { edit: false, manage: false }],
  ];
  for (const [who, shown] of expectations) {
    await page.context().clearCookies();
    await signIn(who);
    await expect(page).toHaveURL(/\/events$/);
    await page.goto(`/events/${event.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: /Attendee desk night/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit event" }), who.name).toHaveCount(shown.edit ? 1 : 0);
    await expect(page.getByRole("link", { name: "Manage Attendees" }), who.name).toHaveCount(shown.manage ? 1 : 0);
    if (shown.manage) {
      await page.getByRole("link", { name: "Manage Attendees" }).click();
      await expect(page).toHaveURL(new RegExp(`${approvalPath}$`));
      await expect(page.getByRole("navigation", { name: "Event management" })).toBeVisible();
    }
  }
});
