// The events area's core tables (Drizzle), one module per purpose under tables/: events,
// attendees, and tickets (types, held tickets, waiting lists). The parts keep theirs in their
// own db.ts (checkout/, comments/, sharing/). api/db/schema.ts re-exports them all for drizzle-kit.
export * from "./tables/events.js";
export * from "./tables/attendees.js";
export * from "./tables/tickets.js";
export * from "./tables/transaction-types.js";
