import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { events, userTickets } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { createTicketPassKey, issueTicketPass, verifyTicketPass } from "./ticket-pass.js";

let api: TestApi;
let host: AuthInfo;

const RSVP = `mutation ($input: RsvpInput!) {
  event { rsvp(input: $input) { my { isGoing isPending tickets { ticketId status } } } }
}`;

const MY_TICKETS = `query ($slugOrId: String!) {
  event { bySlugOrId(slugOrId: $slugOrId) {
    my { tickets { ticketId eventTicketId ticketType status count shareStatus passToken } }
  } }
}`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

const deps = () => api.platform.deps;

async function rsvp(token: string, eventId: string, eventTicketId: string | null, response: "ACCEPT" | "DECLINE" = "ACCEPT") {
  const answer = (await api.graphql(RSVP, { input: { eventId, eventTicketId, response } }, { token })).body;
  expect(answer.errors).toBeUndefined();
  return answer.data.event.rsvp;
}

async function myTickets(token: string | undefined, slug: string) {
  const answer = (await api.graphql(MY_TICKETS, { slugOrId: slug }, { token })).body;
  expect(answer.errors).toBeUndefined();
  return answer.data.event.bySlugOrId.my;
}

/** A member holding an ACTIVE ticket to a new free event, and the pass the API shows them. */
async function holderWithPass(ticketType = "General") {
  const guest = await createVerifiedUser(api);
  const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType }] });
  await rsvp(guest.token, event.id, tickets[0].id);
  const [held] = (await myTickets(guest.token, event.slug)).tickets;
  return { guest, event, ticket: tickets[0], held, pass: held.passToken as string };
}

/** The same pass with one character of the part at `index` (0 version, 1 id, 2 signature) changed. */
function altered(pass: string, index: number): string {
  const parts = pass.split(".");
  const part = parts[index];
  const at = Math.floor(part.length / 2);
  parts[index] = part.slice(0, at) + (part[at] === "A" ? "B" : "A") + part.slice(at + 1);
  return parts.join(".");
}

describe("the viewer's tickets and their pass", () => {
  test("the owner of an ACTIVE ticket sees its pass, and the pass verifies as that ticket", async () => {
    const { guest, ticket, held, pass } = await holderWithPass("Mat Spot");
    expect(held).toMatchObject({ eventTicketId: ticket.id, ticketType: "Mat Spot", status: "ACTIVE", count: 1, shareStatus: "DEFAULT" });
    expect(pass).toMatch(/^1\.[\w-]{22}\.[\w-]{22}$/);
    // Not an id: the ticket's id is nowhere in it as written.
    expect(pass).not.toContain(held.ticketId);

    const check = await verifyTicketPass(deps(), pass);
    expect(check).toMatchObject({ valid: true, userTicket: { id: held.ticketId, ownerUserId: guest.userId, status: "ACTIVE" } });
    // The same ticket always has the same pass (it can be printed once).
    expect((await myTickets(guest.token, (await eventOf(held.ticketId)).slug)).tickets[0].passToken).toBe(pass);
  });

  test("no one else sees the pass: not a stranger, not the host, not a signed-out visitor", async () => {
    const { event, pass } = await holderWithPass();
    const stranger = await createVerifiedUser(api);
    for (const token of [stranger.token, host.token]) {
      const answer = await api.graphql(MY_TICKETS, { slugOrId: event.slug }, { token });
      expect(answer.body.data.event.bySlugOrId.my.tickets).toEqual([]);
      expect(JSON.stringify(answer.body)).not.toContain(pass);
    }
    const visitor = await api.graphql(MY_TICKETS, { slugOrId: event.slug });
    expect(visitor.body.data.event.bySlugOrId.my).toBeNull();
  });

  test("a ticket waiting for approval has no pass, and a pass for it would not admit", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Seat", isRequiredApproval: true }],
    });
    expect((await rsvp(guest.token, event.id, tickets[0].id)).my.isPending).toBe(true);
    const [held] = (await myTickets(guest.token, event.slug)).tickets;
    expect(held).toMatchObject({ status: "PENDING", passToken: null });

    const [row] = await deps().db.select().from(userTickets).where(eq(userTickets.id, held.ticketId));
    expect(issueTicketPass(deps().ticketPassKey, row)).toBeNull();
    // Were one made anyway (signed as if active), the door still says no.
    const made = issueTicketPass(deps().ticketPassKey, { ...row, status: "ACTIVE" })!;
    expect(await verifyTicketPass(deps(), made)).toEqual({ valid: false, reason: "pending" });
  });
});

describe("verifying a pass", () => {
  test("a cancelled ticket's pass fails verification", async () => {
    const { guest, event, held, pass } = await holderWithPass();
    await rsvp(guest.token, event.id, null, "DECLINE");
    expect(await verifyTicketPass(deps(), pass)).toEqual({ valid: false, reason: "cancelled" });
    // And the viewer no longer holds a ticket with a pass.
    expect((await myTickets(guest.token, event.slug)).tickets).toEqual([]);
    const [row] = await deps().db.select().from(userTickets).where(eq(userTickets.id, held.ticketId));
    expect(row.status).toBe("CANCELLED");
  });

  test("a cancelled event's passes fail; a deleted event's and a removed ticket's are unknown", async () => {
    const cancelled = await holderWithPass();
    await deps().db.update(events).set({ status: "CANCELLED" }).where(eq(events.id, cancelled.event.id));
    expect(await verifyTicketPass(deps(), cancelled.pass)).toEqual({ valid: false, reason: "cancelled" });

    const deleted = await holderWithPass();
    await deps().db.update(events).set({ deletedAt: api.clock.now() }).where(eq(events.id, deleted.event.id));
    expect(await verifyTicketPass(deps(), deleted.pass)).toEqual({ valid: false, reason: "unknown" });

    const removed = await holderWithPass();
    await deps().db.delete(userTickets).where(eq(userTickets.id, removed.held.ticketId));
    expect(await verifyTicketPass(deps(), removed.pass)).toEqual({ valid: false, reason: "unknown" });
  });

  test("an altered pass is forged: its signature, its ticket id or its version changed", async () => {
    const { pass } = await holderWithPass();
    for (const index of [0, 1, 2]) {
      expect(await verifyTicketPass(deps(), altered(pass, index))).toEqual({ valid: false, reason: "forged" });
    }
    // Another ticket's id under this pass's signature.
    const other = await holderWithPass();
    const [version, , mac] = pass.split(".");
    const swapped = `${version}.${other.pass.split(".")[1]}.${mac}`;
    expect(await verifyTicketPass(deps(), swapped)).toEqual({ valid: false, reason: "forged" });
    // Truncated, padded, or extended.
    for (const bad of [pass.slice(0, -1), `${pass}A`, `${pass}.x`, pass.split(".").slice(0, 2).join(".")]) {
      expect(await verifyTicketPass(deps(), bad)).toEqual({ valid: false, reason: "forged" });
    }
  });

  test("a made-up pass is forged: a bare id, garbage, or one signed with another key", async () => {
    const { held } = await holderWithPass();
    const [row] = await deps().db.select().from(userTickets).where(eq(userTickets.id, held.ticketId));
    const elsewhere = issueTicketPass(createTicketPassKey("another-secret-of-at-least-32-characters"), row)!;
    for (const bad of [held.ticketId, "", "1..", "not a pass", elsewhere]) {
      expect(await verifyTicketPass(deps(), bad)).toEqual({ valid: false, reason: "forged" });
    }
    // Signed with our key, it is the real thing.
    expect((await verifyTicketPass(deps(), issueTicketPass(deps().ticketPassKey, row)!)).valid).toBe(true);
  });
});

async function eventOf(userTicketId: string) {
  const [row] = await deps()
    .db.select({ slug: events.slug })
    .from(userTickets)
    .innerJoin(events, eq(events.id, userTickets.eventId))
    .where(eq(userTickets.id, userTicketId));
  return row;
}
