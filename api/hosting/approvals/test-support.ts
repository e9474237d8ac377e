// Arranging attendee-management tests: many guests inserted at once (the API tests of
// bulk decisions need hundreds), each with a ticket waiting for approval.
import { randomBytes } from "node:crypto";
import { attendees, userTickets, users } from "../../db/schema.js";
import type { TestApi } from "../../test/support.js";

export async function seedPendingGuests(
  api: TestApi,
  input: { eventId: string; eventTicketId: string; count: number; inviterUserId?: string; names?: (index: number) => string },
): Promise<{ attendeeIds: string[]; userIds: string[]; emails: string[] }> {
  const db = api.platform.deps.db;
  const tag = randomBytes(4).toString("hex");
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: input.count }, (_, index) => ({
        email: `guest-${tag}-${index}@example.test`,
        name: input.names?.(index) ?? `Guest ${tag} ${index}`,
        dateOfBirth: "1995-03-01",
        gender: "FEMALE" as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const rows = await db
    .insert(attendees)
    .values(people.map((person) => ({ eventId: input.eventId, userId: person.id, state: "NONE" as const, inviterUserId: input.inviterUserId ?? null })))
    .returning({ id: attendees.id, userId: attendees.userId });
  await db.insert(userTickets).values(
    rows.map((row) => ({ eventId: input.eventId, eventTicketId: input.eventTicketId, attendeeId: row.id, ownerUserId: row.userId, status: "PENDING" as const })),
  );
  return { attendeeIds: rows.map((row) => row.id), userIds: rows.map((row) => row.userId), emails: people.map((person) => person.email) };
}
