// The impersonation audit trail: every mutation and auth call made with an impersonation
// token is recorded with the staff member really acting.
import { desc, eq } from "drizzle-orm";
import { impersonationAudit } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";

export interface AuditEntry {
  actorUserId: string;
  subjectUserId: string;
  sessionId: string | null;
  action: string;
  ipAddress?: string | null;
}

/** How an impersonated action ended: done, refused (AUTH_NOT_AUTHORIZED), or failed with another code. */
export type AuditOutcome = "allowed" | "refused" | `failed: ${string}`;

/** Records the action before it runs; answers the entry's id, for its outcome. */
export async function recordImpersonatedAction(deps: DomainDeps, entry: AuditEntry): Promise<string> {
  const [row] = await deps.db.insert(impersonationAudit).values({
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    sessionId: entry.sessionId,
    action: entry.action.slice(0, 300),
    ipAddress: entry.ipAddress ?? null,
    createdAt: deps.clock(),
  }).returning({ id: impersonationAudit.id });
  return row.id;
}

export async function recordImpersonationOutcome(deps: DomainDeps, entryId: string, outcome: AuditOutcome): Promise<void> {
  await deps.db.update(impersonationAudit).set({ outcome }).where(eq(impersonationAudit.id, entryId));
}

/** The outcome of an answer carrying an error code (or none: it worked). */
export function outcomeOf(code: string | null): AuditOutcome {
  if (!code) return "allowed";
  return code === "AUTH_NOT_AUTHORIZED" ? "refused" : `failed: ${code}`;
}

/** What a staff member did while impersonating, newest first. */
export function listImpersonatedActions(deps: DomainDeps, actorUserId: string, limit = 100) {
  return deps.db
    .select()
    .from(impersonationAudit)
    .where(eq(impersonationAudit.actorUserId, actorUserId))
    .orderBy(desc(impersonationAudit.createdAt))
    .limit(limit);
}
