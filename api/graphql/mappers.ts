// Database rows to the contract's shapes. Relations (an event's tickets, creator, the
// viewer's status, …) are left to field resolvers, which read them through the loaders.
import type { EventRow, EventTicketRow, UserRow, UserTicketRow } from "../db/schema.js";
import { isTicketFull } from "../events/domain/tickets.js";
import { ageOn, isProfileComplete } from "../account/domain/profile.js";
import type { Event, EventTicket, PublicUser, User, UserTicket } from "./generated.js";

/** Fields added by field resolvers (resolvers/legal.ts) are left out here. */
type UserScalars = Omit<User, "agreedToCurrentTerms" | "userInvitesRemaining" | "emailSubscriptions">;

export function toUser(user: UserRow, now: Date): UserScalars {
  const hasAddress = user.address || user.city || user.region || user.postalCode || user.addressCountryCode;
  return {
    userId: user.id,
    name: user.name,
    userName: user.userName,
    emailAddress: user.email,
    verifiedEmailAddress: user.emailVerifiedAt ? user.email : null,
    phoneNumber: user.phoneNumber,
    verifiedPhoneNumber: user.phoneVerifiedAt ? user.phoneNumber : null,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth, now) : null,
    bio: user.bio,
    countryCode: user.countryCode,
    address: hasAddress
      ? {
          address: user.address,
          city: user.city,
          countryCode: user.addressCountryCode,
          postalCode: user.postalCode,
          region: user.region,
        }
      : null,
    avatarUrl: user.avatarUrl,
    isVerified: user.tier !== "UNVERIFIED",
    tier: user.tier,
    repScore: user.repScore,
    agreeToTermsAndConditions: user.termsAcceptedAt !== null,
    isSkipMultiFactorAuthentication: !user.mfaEnabled,
    isComplete: isProfileComplete(user),
  };
}

/** Spec 1 §3: a missing name displays as "Unknown". */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    userId: user.id,
    name: user.name ?? "Unknown",
    userName: user.userName,
    avatarUrl: user.avatarUrl,
    isVerified: user.tier !== "UNVERIFIED",
    tier: user.tier,
  };
}

export type EventScalars = Omit<
  Event,
  "location" | "createdBy" | "tickets" | "approvedAttendees" | "pendingAttendees" | "isListFull" | "guestPreview" | "my"
>;

export function toEvent(event: EventRow, now: Date): EventScalars {
  return {
    eventId: event.id,
    slug: event.slug,
    eventType: event.eventType,
    displayName: event.displayName,
    description: event.description,
    terms: event.terms,
    note: event.note,
    avatarUrl: event.avatarUrl,
    startDate: event.startAt.toISOString(),
    endDate: event.endAt.toISOString(),
    timeZone: event.timeZone,
    status: event.status,
    isPrivate: event.isPrivate,
    isListed: event.isListed,
    isFeatured: event.isFeatured,
    isStarted: event.startAt <= now,
    isExpired: event.endAt <= now,
    ageLimit: event.ageLimit,
    minimumRepScore: event.minimumRepScore,
    optInShowGuestList: event.optInShowGuestList,
    optInShowGuestCount: event.optInShowGuestCount,
  };
}

/** Amounts are shown only when the host opted in (optInShowTicketAmount) or to the event's staff. */
export function toEventTicket(ticket: EventTicketRow, options: { showAmounts: boolean }): EventTicket {
  const shown = options.showAmounts || ticket.optInShowTicketAmount;
  return {
    eventTicketId: ticket.id,
    ticketType: ticket.ticketType,
    kind: ticket.kind,
    price: ticket.priceCents,
    currency: ticket.currency,
    color: ticket.color,
    note: ticket.note,
    isActive: ticket.isActive,
    isFull: isTicketFull(ticket),
    isPrivate: ticket.isPrivate,
    isRequiredApproval: ticket.isRequiredApproval,
    optInShowTicketAmount: ticket.optInShowTicketAmount,
    additionalGuests: ticket.additionalGuests,
    visibleStartAt: ticket.visibleStartAt?.toISOString() ?? null,
    visibleEndAt: ticket.visibleEndAt?.toISOString() ?? null,
    balance: shown
      ? {
          limitedAmount: ticket.limitedAmount,
          availableAmount: ticket.availableAmount,
          releasedAmount: ticket.releasedAmount,
          lockedAmount: ticket.lockedAmount,
        }
      : { limitedAmount: null, availableAmount: null, releasedAmount: 0, lockedAmount: 0 },
  };
}

export function toUserTicket(ticket: UserTicketRow, ticketType: string): UserTicket {
  return {
    ticketId: ticket.id,
    eventTicketId: ticket.eventTicketId,
    ticketType,
    status: ticket.status,
    count: ticket.count,
    createdAt: ticket.createdAt.toISOString(),
  };
}
