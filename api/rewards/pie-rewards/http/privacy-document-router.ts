// POST /api/rewards/pies/:pieId/privacy-document: a reward's privacy-policy PDF as the raw body
// (signed in, CAN_CREATE_REWARDS or CAN_MODIFY_EXISTING_REWARDS on the pie) → 201
// StoredDocument. Stored and stamped by the media module like an event's disclosure document
// (docs/decisions/0024), so the watermark check the reward's save runs (spec 3 §5) passes only
// for files that came this way. Who asks and whether they may are checked before the body is read.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import type { HttpRouteDeps } from "../../../kernel/area.js";
import { badUserInput, DomainError } from "../../../kernel/errors.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import { storeDocument } from "../../../media/domain/documents.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { findPieRow, permissionsOn } from "../../../pies/domain/access.js";
import type { PieRow } from "../../../pies/db.js";
import { commonMessages } from "../../../../contract/common/messages.js";
import { documentMessages, MAX_DOCUMENT_BYTES } from "../../../../contract/media/messages.js";
import { documentPath, type StoredDocument } from "../../../../contract/media/rest.js";
import { rewardMessages as m } from "../../../../contract/rewards/pie-rewards.js";

const UPLOADS_PER_HOUR = 30;

/** The footer stamped on every page of a reward's privacy policy. */
export function privacyFooter(productName: string, pieName: string, shortId: string): string {
  return `${productName} · ${pieName} rewards · document ${shortId}`;
}

/** The pie, when the member may make or change its rewards; NOT_FOUND or AUTH_NOT_AUTHORIZED otherwise. */
async function rewardingPie(deps: DomainDeps, userId: string, pieId: string): Promise<PieRow> {
  const pie = await findPieRow(deps.db, pieId);
  if (!pie) throw new DomainError("NOT_FOUND", m.notFound);
  const rights = await permissionsOn(deps.db, pie, userId);
  if (!rights.includes("CAN_CREATE_REWARDS") && !rights.includes("CAN_MODIFY_EXISTING_REWARDS")) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  return pie;
}

export function createPrivacyDocumentRouter(deps: HttpRouteDeps): Router {
  const router = Router();
  router.post(
    "/rewards/pies/:pieId/privacy-document",
    async (req, res, next) => {
      const token = bearerToken(req.get("authorization"));
      const viewer = token ? await authenticateAccessToken(deps, token) : null;
      if (!viewer) throw sessionExpired();
      res.locals.pie = await rewardingPie(deps, viewer.userId, req.params.pieId);
      const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`document-upload:${viewer.userId}`, UPLOADS_PER_HOUR, 3600_000);
      if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
      res.locals.uploaderId = viewer.userId;
      next();
    },
    express.raw({ type: () => true, limit: MAX_DOCUMENT_BYTES }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const pie = res.locals.pie as PieRow;
      const document = await storeDocument(deps, res.locals.uploaderId as string, bytes, (shortId) => privacyFooter(deps.productName, pie.displayName ?? "Pie", shortId));
      const answer: StoredDocument = { documentId: document.id, url: documentPath(document.id), contentType: "application/pdf", pageCount: document.pageCount };
      res.status(201).json(answer);
    },
  );
  router.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    if ((error as { type?: string } | null)?.type === "entity.too.large") return next(badUserInput(documentMessages.tooLarge, { document: documentMessages.tooLarge }));
    next(error);
  });
  router.use(restErrorHandler(deps.logger));
  return router;
}
