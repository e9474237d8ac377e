// The kinds of ticket the team gives without payment, in a module of their own: a ticket's
// kind is shown on the public event page, which should not load all of hosting's words.

/** Tickets the team gives without payment (spec 2 §6 CanAddVip, "add extra ticket"; the wording is ours). */
export const GRANT_KINDS = ["COMPLIMENTARY", "VIP", "EXTRA"] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];
export const GRANT_KIND_LABELS: Readonly<Record<GrantKind, string>> = { COMPLIMENTARY: "Complimentary", VIP: "VIP", EXTRA: "Extra" };
