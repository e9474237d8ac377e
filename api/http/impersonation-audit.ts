// Records every auth call and GraphQL mutation made with an impersonation token, with
// the staff member really acting (spec 1 §4 impersonation). Both record before the work,
// so an attempt is on the trail even if the process dies, and add its outcome after.
import type { RequestHandler } from "express";
import { parse, type OperationDefinitionNode } from "graphql";
import type { Logger } from "pino";
import { outcomeOf, recordImpersonatedAction, recordImpersonationOutcome } from "../account/domain/audit.js";
import type { Viewer } from "../access/domain/viewer.js";
import type { AuthDeps, DomainDeps } from "../kernel/deps.js";
import { bearerToken } from "./bearer.js";

/**
 * For the REST auth calls (mount at /auth). Only the token's signature and expiry are
 * checked here; the endpoints still authenticate it against its session.
 */
export function createImpersonationAudit(deps: AuthDeps, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = req.method === "POST" ? bearerToken(req.get("authorization")) : null;
      const claims = token ? await deps.accessTokens.verify(token) : null;
      if (claims?.impersonatedByUserId) {
        const entryId = await recordImpersonatedAction(deps, {
          actorUserId: claims.impersonatedByUserId,
          subjectUserId: claims.userId,
          sessionId: claims.sessionId,
          action: `POST ${req.baseUrl}${req.path}`,
          ipAddress: req.ip,
        });
        res.on("finish", () => {
          const code = (res.locals.errorCode as string | undefined) ?? (res.statusCode >= 400 ? `HTTP ${res.statusCode}` : null);
          recordImpersonationOutcome(deps, entryId, outcomeOf(code)).catch((error: unknown) =>
            logger.error({ err: error }, "could not record an impersonated action's outcome"),
          );
        });
      }
      next();
    } catch (error) {
      // An impersonated action that cannot be recorded must not happen.
      logger.error({ err: error }, "could not record an impersonated action");
      next(error);
    }
  };
}

/**
 * For GraphQL: records a mutation ("graphql mutation Name user{updateProfile}"); queries are
 * not recorded. Answers the entry's id (null: nothing recorded) for `auditGraphQLOutcome`.
 */
export async function auditGraphQLOperation(
  deps: DomainDeps,
  viewer: Viewer,
  params: { query?: string | null; operationName?: string | null },
  ipAddress: string | undefined,
): Promise<string | null> {
  if (!viewer.impersonatedByUserId || typeof params.query !== "string") return null;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(params.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  } catch {
    return null; // GraphQL itself answers the syntax error; nothing runs.
  }
  const operation = params.operationName ? operations.find((o) => o.name?.value === params.operationName) : operations[0];
  if (!operation || operation.operation !== "mutation") return null;
  const fields = operation.selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== "Field") return [];
    const inner = selection.selectionSet?.selections.flatMap((i) => (i.kind === "Field" ? [i.name.value] : [])) ?? [];
    return [inner.length ? `${selection.name.value}{${inner.join(",")}}` : selection.name.value];
  });
  return recordImpersonatedAction(deps, {
    actorUserId: viewer.impersonatedByUserId,
    subjectUserId: viewer.userId,
    sessionId: viewer.sessionId,
    action: `graphql mutation ${operation.name?.value ?? "(anonymous)"} ${fields.join(",")}`,
    ipAddress,
  });
}

/** A recorded mutation's outcome, from the code of its first error (null: none). */
export async function auditGraphQLOutcome(deps: DomainDeps, entryId: string, errorCode: string | null): Promise<void> {
  await recordImpersonationOutcome(deps, entryId, outcomeOf(errorCode));
}
