// The media module's REST routes, mounted at /api/media:
//   POST /images           the raw image as the body (signed in) → 201 StoredImage
//   GET  /images/:id.webp  the stored image, public and immutable (its id never changes hands)
//   GET  /images/:id.small.webp  its small copy (lite mode), made on first request
//   POST /uploads          { contentType } (signed in) → 201 PresignedImageUpload (docs/decisions/0083)
//   PUT  /uploads/objects/:key?type&max&exp&sig  the file, at the local storage's presigned URL → 204
//   POST /uploads/:uploadId/complete  (signed in, the uploader) → 201 StoredImage
//   GET  /documents/:id.pdf a stored document (a PDF as stamped on upload), shown inline;
//                           uploads come through the area that owns them (docs/decisions/0024)
import express, { Router, type Request } from "express";
import type { Logger } from "pino";
import { findImage, findSmallImage, storeImage } from "../domain/images.js";
import { completeUpload, createUpload, IMAGE_UPLOAD_RATE, type UploadDeps } from "../domain/uploads.js";
import { UploadRefusedError, type LocalObjectStorage, type Refusal } from "../domain/storage/local-storage.js";
import type { MediaImageRow } from "../db.js";
import { findDocument } from "../domain/documents.js";
import { authenticateAccessToken, sessionExpired } from "../../access/domain/sessions.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { bearerToken } from "../../http/bearer.js";
import { restErrorHandler } from "../../http/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { documentMessages, MAX_IMAGE_BYTES, mediaMessages as m } from "../../../contract/media/messages.js";
import { imagePath, type StoredImage } from "../../../contract/media/rest.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A refused upload to a local presigned URL: its status and the message beside the field. */
const REFUSALS: Record<Refusal, [number, string, string]> = {
  "bad-signature": [403, "AUTH_NOT_AUTHORIZED", m.uploadLinkInvalid],
  expired: [403, "AUTH_NOT_AUTHORIZED", m.uploadExpired],
  used: [409, "CONFLICT", m.uploadUsed],
  "wrong-type": [400, "BAD_USER_INPUT", m.notAnImage],
  "too-large": [400, "BAD_USER_INPUT", m.tooLarge],
  empty: [400, "BAD_USER_INPUT", m.empty],
};

function storedImageOf(image: MediaImageRow): StoredImage {
  return { imageId: image.id, url: imagePath(image.id), contentType: "image/webp", width: image.width, height: image.height };
}

export function createMediaRouter(deps: AuthDeps & Omit<UploadDeps, keyof AuthDeps> & { logger: Logger; rateLimiter: RateLimiter }): Router {
  const router = Router();

  // Who is asking, and whether they may upload now, before a byte of the body is read.
  async function mayUpload(req: Request, res: express.Response, next: express.NextFunction) {
    const viewer = await viewerOf(req);
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`media-upload:${viewer.userId}`, IMAGE_UPLOAD_RATE.limit, IMAGE_UPLOAD_RATE.windowMs);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
    res.locals.uploaderId = viewer.userId;
    next();
  }

  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  router.post(
    "/images",
    mayUpload,
    // Whatever the declared type: the bytes are checked, not the label.
    express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const image = await storeImage(deps, res.locals.uploaderId as string, bytes);
      res.status(201).json(storedImageOf(image));
    },
  );

  router.post("/uploads", mayUpload, express.json({ limit: "4kb" }), async (req, res) => {
    res.status(201).json(await createUpload(deps, res.locals.uploaderId as string, (req.body as { contentType?: unknown } | undefined)?.contentType));
  });

  // The local storage's presigned URLs: the signature is the permission, as with a bucket.
  router.put("/uploads/objects/:key", async (req, res) => {
    const local = deps.storage.kind === "local" ? (deps.storage as LocalObjectStorage) : null;
    if (!local) return void res.status(404).json({ code: "NOT_FOUND", message: commonMessages.notFound });
    try {
      await local.receive({ ...req.query, key: req.params.key }, req.get("content-type"), req);
      res.status(204).end();
    } catch (error) {
      if (!(error instanceof UploadRefusedError)) throw error;
      const [status, code, message] = REFUSALS[error.reason];
      // The rest of a refused body is not read: the connection goes with the answer.
      res.set("Connection", "close").status(status).json({ code, message, fields: { image: message } });
    }
  });

  router.post("/uploads/:uploadId/complete", async (req, res) => {
    const viewer = await viewerOf(req);
    res.status(201).json(storedImageOf(await completeUpload(deps, viewer.userId, req.params.uploadId)));
  });

  router.get("/images/:file", async (req, res) => {
    const match = /^([0-9a-f-]{36})(\.small)?\.webp$/i.exec(req.params.file);
    if (!match) return void res.status(404).json({ code: "NOT_FOUND", message: m.notFound });
    const [, imageId, small] = match;
    const etag = `"${imageId.toLowerCase()}${small ? ".small" : ""}"`;
    const cached = () => res.set("Cache-Control", IMMUTABLE).set("ETag", etag);
    if (req.get("if-none-match")?.split(/\s*,\s*/).includes(etag)) return void cached().status(304).end();
    if (small) return void cached().type("image/webp").send(await findSmallImage(deps, imageId));
    const image = await findImage(deps, imageId);
    cached().type(image.contentType).send(image.bytes);
  });

  router.get("/documents/:file", async (req, res) => {
    const match = /^([0-9a-f-]{36})\.pdf$/i.exec(req.params.file);
    const document = match ? await findDocument(deps, match[1]) : null;
    if (!document) return void res.status(404).json({ code: "NOT_FOUND", message: documentMessages.notFound });
    res
      .set("Cache-Control", IMMUTABLE)
      .set("ETag", `"${document.id}"`)
      .set("Content-Disposition", `inline; filename="document-${document.id.slice(0, 8)}.pdf"`)
      .set("X-Content-Type-Options", "nosniff")
      .type("application/pdf")
      .send(document.bytes);
  });

  router.use((_req, res) => {
    res.status(404).json({ code: "NOT_FOUND", message: commonMessages.notFound });
  });
  // express.raw's "too large" comes as a readable message next to the field.
  router.use((error: unknown, _req: Request, _res: express.Response, next: express.NextFunction) => {
    if ((error as { type?: string } | null)?.type === "entity.too.large") return next(badUserInput(m.tooLarge, { image: m.tooLarge }));
    next(error);
  });
  router.use(restErrorHandler(deps.logger));
  return router;
}
