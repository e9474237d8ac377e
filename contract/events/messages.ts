// The events area's texts. Quoted ones are word for word from the spec; the others are ours.

export const eventMessages = {
  notFound: "This event does not exist or is not visible to you.",
  ticketRequired: "Choose a ticket.",
  ticketNotAvailable: "This ticket is not available.",
  ticketMustBePurchased: "This ticket must be purchased.",
  ticketSoldOut: "This ticket is sold out.",
  eventEnded: "This event has ended.",
  notSelected: "The host did not select you for this event.",
  eventNotOpen: "This event is not open for RSVP.",
  emailNotVerified: "Please confirm your email before you RSVP.",
  invalidCursor: "The page cursor is invalid.",
  invalidPageSize: "Page size must be between 0 and 50.",
  signInForMyEvents: "Please sign in to see your events.",
} as const;
