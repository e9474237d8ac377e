// The impersonation audit trail: every mutation and auth call made with an impersonation
// token is recorded with the staff member really acting.
import { desc, eq } from "drizzle-orm";
import { impersonationAudit } from "../../db/schema.js";
import type { DomainDeps } from "../deps.js";

export interface AuditEntry {
  actorUserId: string;
  subjectUserId: string;
  sessionId: string | null;
  action: string;
  ipAddress?: string | null;
}

export async function recordImpersonatedAction(deps: DomainDeps, entry: AuditEntry): Promise<void> {
  await deps.db.insert(impersonationAudit).values({
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    sessionId: entry.sessionId,
    action: entry.action.slice(0, 300),
    ipAddress: entry.ipAddress ?? null,
    createdAt: deps.clock(),
  });
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
