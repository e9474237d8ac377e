// Terms and invites seed: the first terms version (pointing at the documents the web app serves
// under /legal/) and one demo invite from the demo host. Idempotent, so it also brings an
// existing database up to date.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { DomainDeps } from "../kernel/deps.js";
import { currentTerms, publishTerms } from "../access/domain/terms.js";
import { DEMO_ACCOUNTS } from "./seed.js";
import { invites, users } from "./schema.js";

export const FIRST_TERMS_VERSION = "v1";
export const DEMO_INVITE_MEMO = "Come to my events! Here is your invite to Gatherly.";

/** Publishes the first terms version when none exists: not demo data, every database needs it. */
export async function ensureFirstTerms(deps: DomainDeps, publicUrl: string): Promise<void> {
  if (!(await currentTerms(deps.db, deps.clock()))) {
    await publishTerms(deps, {
      version: FIRST_TERMS_VERSION,
      termsAndConditionsUrl: new URL("/legal/terms-v1.html", publicUrl).href,
      privacyPolicyUrl: new URL("/legal/privacy-v1.html", publicUrl).href,
    });
    // Accounts that agreed before terms were versioned agreed to the first version.
    await deps.db
      .update(users)
      .set({ termsVersion: FIRST_TERMS_VERSION })
      .where(and(isNotNull(users.termsAcceptedAt), isNull(users.termsVersion)));
  }
}

/** Demo accounts seeded with terms accepted agreed to the current version. */
export async function markDemoAgreement(deps: DomainDeps): Promise<void> {
  const current = await currentTerms(deps.db, deps.clock());
  if (!current) return;
  await deps.db
    .update(users)
    .set({ termsVersion: current.version })
    .where(and(isNotNull(users.termsAcceptedAt), isNull(users.termsVersion)));
}

/** One open invite from the demo host, with a disclosure and a PDF to read. */
export async function seedDemoInvite(deps: DomainDeps, publicUrl: string): Promise<void> {
  const [host] = await deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
  if (!host) return;
  const [existing] = await deps.db.select({ id: invites.id }).from(invites).where(eq(invites.inviterUserId, host.id)).limit(1);
  if (existing) return;
  const now = deps.clock();
  await deps.db.insert(invites).values({
    inviterUserId: host.id,
    memo: DEMO_INVITE_MEMO,
    usesPerInvite: 25,
    redirectUrl: "/events",
    disclosure: {
      title: "Community guidelines",
      description: "Members treat hosts and guests with respect, show up when they RSVP, and keep what they see at private events private.",
      documentUrl: new URL("/legal/community-guidelines-v1.pdf", publicUrl).href,
      acceptButtonTitle: "Agree and join",
    },
    expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
    createdAt: now,
  });
}

/** The link of the demo invite, to print at start (null when there is none). */
export async function presentDemoInvite(deps: DomainDeps, publicUrl: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: invites.id })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterUserId))
    .where(and(eq(users.email, DEMO_ACCOUNTS[0].email), eq(invites.memo, DEMO_INVITE_MEMO)))
    .limit(1);
  return row ? new URL(`/accept-invite/${row.id}`, publicUrl).href : null;
}
