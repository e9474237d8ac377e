// POST /api/events/:eventId/disclosure-document: the raw PDF as the body (signed in, an
// editor of the event) → 201 StoredDocument. Who asks and whether they may are checked
// before a byte of the body is read; the bytes, not the declared type, say it is a PDF.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import type { HttpRouteDeps } from "../../../kernel/area.js";
import { badUserInput, DomainError } from "../../../kernel/errors.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import { commonMessages } from "../../../../contract/common/messages.js";
import { documentMessages as m, MAX_DOCUMENT_BYTES } from "../../../../contract/media/messages.js";
import { documentPath, type StoredDocument } from "../../../../contract/media/rest.js";
import { assertMayUploadDisclosure, uploadDisclosureDocument } from "../domain/documents.js";

/** Documents a member may upload per hour: plenty for editing, not enough to fill the database. */
const UPLOADS_PER_HOUR = 30;

export function createDisclosureUploadRouter(deps: HttpRouteDeps): Router {
  const router = Router();

  router.post(
    "/events/:eventId/disclosure-document",
    async (req, res, next) => {
      const token = bearerToken(req.get("authorization"));
      const viewer = token ? await authenticateAccessToken(deps, token) : null;
      if (!viewer) throw sessionExpired();
      await assertMayUploadDisclosure(deps, viewer.userId, req.params.eventId);
      const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`document-upload:${viewer.userId}`, UPLOADS_PER_HOUR, 3600_000);
      if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
      res.locals.uploaderId = viewer.userId;
      next();
    },
    express.raw({ type: () => true, limit: MAX_DOCUMENT_BYTES }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const document = await uploadDisclosureDocument(deps, res.locals.uploaderId as string, req.params.eventId, bytes);
      const answer: StoredDocument = { documentId: document.id, url: documentPath(document.id), contentType: "application/pdf", pageCount: document.pageCount };
      res.status(201).json(answer);
    },
  );

  // express.raw's "too large" comes as a readable message next to the field.
  router.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    if ((error as { type?: string } | null)?.type === "entity.too.large") return next(badUserInput(m.tooLarge, { document: m.tooLarge }));
    next(error);
  });
  router.use(restErrorHandler(deps.logger));
  return router;
}
