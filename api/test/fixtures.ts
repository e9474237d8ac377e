// Arranging data for API tests. Accounts go through the real endpoints (register, the
// e-mailed link, verify); events are inserted directly, as creating them is not part of
// the API yet.
import { randomBytes } from "node:crypto";
import { attendees, events, eventTickets, userTickets, type EventRow, type EventTicketRow } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import type { TestApi } from "./support.js";

export const TEST_PASSWORD = "Sunny#Days24";

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomBytes(4).toString("hex")}@example.test`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    userName: uniqueEmail(),
    password: TEST_PASSWORD,
    name: "Alex Morgan",
    dateOfBirth: "1992-05-17",
    phoneNumber: "+14155552671",
    gender: "Female",
    agreeToTermsAndConditions: true,
    ...overrides,
  };
}

/** The token of the newest confirmation link e-mailed to an address. */
export async function latestVerificationToken(api: TestApi, email: string): Promise<string> {
  const [message] = await api.outbox(email);
  const link = message?.links.find((url) => url.includes("/auth/confirm-email?token="));
  if (!link) throw new Error(`No confirmation link was e-mailed to ${email}.`);
  return new URL(link).searchParams.get("token")!;
}

/** Registers and confirms an account; returns the AuthInfo of the confirmation. */
export async function createVerifiedUser(api: TestApi, overrides: Record<string, unknown> = {}): Promise<AuthInfo> {
  const body = registrationBody(overrides);
  const registered = await api.post("/auth/password/register", body);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const token = await latestVerificationToken(api, String(body.userName));
  const verified = await api.post("/auth/password/verify-email-token", { token });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body;
}

type TicketInput = Partial<typeof eventTickets.$inferInsert> & { ticketType: string };

/** Inserts a published, public event starting in `startsInHours` with the given tickets. */
export async function createEvent(
  api: TestApi,
  input: { createdByUserId: string; startsInHours?: number; durationHours?: number; tickets?: TicketInput[] } & Partial<
    typeof events.$inferInsert
  >,
): Promise<{ event: EventRow; tickets: EventTicketRow[] }> {
  const { startsInHours = 48, durationHours = 3, tickets = [], ...columns } = input;
  const startAt = new Date(api.clock.now().getTime() + startsInHours * 3600_000);
  const slug = columns.slug ?? `test-event-${randomBytes(4).toString("hex")}`;
  const [event] = await api.platform.deps.db
    .insert(events)
    .values({
      displayName: "Test Event",
      timeZone: "America/New_York",
      status: "PUBLISHED",
      startAt,
      endAt: new Date(startAt.getTime() + durationHours * 3600_000),
      ...columns,
      slug,
    })
    .returning();
  const rows = tickets.length
    ? await api.platform.deps.db
        .insert(eventTickets)
        .values(
          tickets.map((ticket, index) => ({
            sortOrder: index,
            availableAmount: ticket.limitedAmount ?? null,
            ...ticket,
            eventId: event.id,
          })),
        )
        .returning()
    : [];
  return { event, tickets: rows };
}

/** A ticket of `eventTicket` held by a new guest, written straight into the database (the door's tests). */
export async function createHeldTicket(
  api: TestApi,
  event: EventRow,
  eventTicket: EventTicketRow,
  options: { status?: "ACTIVE" | "PENDING" | "CANCELLED"; attendeeState?: "APPROVED" | "DECLINED"; transactionId?: string } = {},
) {
  const holder = await createVerifiedUser(api, { name: "Dana Holder" });
  const db = api.platform.deps.db;
  const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: holder.userId, state: options.attendeeState ?? "APPROVED" }).returning();
  const [ticket] = await db
    .insert(userTickets)
    .values({
      eventId: event.id,
      eventTicketId: eventTicket.id,
      attendeeId: attendee.id,
      ownerUserId: holder.userId,
      status: options.status ?? "ACTIVE",
      transactionId: options.transactionId ?? null,
    })
    .returning();
  return { ticket, attendee };
}

/** The event editor's Settings tab as it saves with nothing opted into, and `overrides`. */
export function eventSettingsInput(overrides: Record<string, unknown> = {}) {
  return {
    optInShowGuestList: true,
    optInShowGuestCount: true,
    optInAllowPublicEventPagePreview: true,
    optInDisplayRepScore: false,
    optInUseQrPass: true,
    optInAllowGuestInviteOthers: false,
    optInShowMusicEmbed: false,
    musicEmbedUrl: null,
    optInAgeLimit: false,
    ageLimit: null,
    minimumRepScore: null,
    isAllInPricing: false,
    ticketTermsPurchasePolicy: null,
    ...overrides,
  };
}
