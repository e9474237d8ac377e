// The platform's tables (Drizzle), one module per area, gathered here for drizzle-kit
// (drizzle.config.ts) and the database client. Migrations in ./migrations are generated
// from them with `npm run db:generate`; never edit a committed migration, add a new one.
//
// Conventions: uuid primary keys, snake_case columns, every instant a timestamptz in
// UTC (events add an IANA time zone), money in integer cents with a currency.
export * from "../access/db.js";
export * from "../account/db.js";
export * from "../clubs/db.js";
export * from "../clubs/team-invitations/db.js";
export * from "../clubs/accounts/db.js";
export * from "../clubs/offers/db.js";
export * from "../clubs/points/db.js";
export * from "../clubs/earning/db.js";
export * from "../pies/db.js";
export * from "../pies/trade/db.js";
export * from "../pies/fans/db.js";
export * from "../pies/team/db.js";
export * from "../pies/dashboard/db.js";
export * from "../pies/assets/db.js";
export * from "../clubs/redemptions/db.js";
export * from "../clubs/offer-orders/db.js";
export * from "../events/db.js";
export * from "../events/checkout/db.js";
export * from "../events/comments/db.js";
export * from "../events/sharing/db.js";
export * from "../messaging/db.js";
export * from "../payments/db.js";
export * from "../media/db.js";
export * from "../hosting/money/db.js";
export * from "../hosting/approvals/db.js";
export * from "../hosting/door/db.js";
export * from "../hosting/guests/db.js";
export * from "../account/notifications/db.js";
export * from "../rewards/db.js";
export * from "../clubs/purchases/db.js";
export * from "../rewards/pie-rewards/db.js";
export * from "../kernel/jobs/db.js";
