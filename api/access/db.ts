// The access area's tables (Drizzle), one module per purpose under tables/.
// api/db/schema.ts re-exports them for drizzle-kit.
export * from "./tables/users.js";
export * from "./tables/terms-and-invites.js";
export * from "./tables/codes.js";
export * from "./tables/passkeys-and-social.js";
