// Request bodies for the web app's own routes, read before React Router sees them:
// a size limit checked on the declared length and on the bytes as they arrive (a
// chunked body has no length), then a check that a page action got a form it can read.
// The API under /api has its own parsers and limits and never passes through here.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { COMMENT_MAX_IMAGES } from "../contract/events/messages";
import { MAX_IMAGE_BYTES } from "../contract/media/messages";

export const FORM_LIMIT_BYTES = 64 * 1024;

/** An image of at most 10 MB (contract/media/messages.ts) and the form it comes with. */
const IMAGE_FORM_LIMIT_BYTES = 10 * 1024 * 1024 + FORM_LIMIT_BYTES;
/** A comment's images (COMMENT_MAX_IMAGES of at most 10 MB each) and its text. */
const COMMENT_FORM_LIMIT_BYTES = COMMENT_MAX_IMAGES * MAX_IMAGE_BYTES + FORM_LIMIT_BYTES;

/**
 * Routes that take file uploads, and how many bytes each may receive as
 * multipart/form-data (a `:name` segment stands for any one segment). Every
 * route not listed gets FORM_LIMIT_BYTES, uploads included.
 */
export const UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  // The event editor's Info tab: the event's image (docs/decisions/0018).
  "/rep-club/events/create": IMAGE_FORM_LIMIT_BYTES,
  "/events/edit/:id": IMAGE_FORM_LIMIT_BYTES,
  // Every comment form of an event page: a comment's images (docs/decisions/0056).
  "/events/:slug/comments": COMMENT_FORM_LIMIT_BYTES,
  // The profile's Information tab: the member's avatar.
  "/profile/information": IMAGE_FORM_LIMIT_BYTES,
  // A club's new achievement: the badge's picture.
  "/my/rep-clubs/:club_id/achievements/create": IMAGE_FORM_LIMIT_BYTES,
  "/rep-club/:club_id/achievement/:achievementId/edit": IMAGE_FORM_LIMIT_BYTES,
  // A club's offer forms: the offer's picture (docs/decisions/0060).
  "/my/rep-clubs/:club_id/offers/:offer_type": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/offer/edit/:id": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/way-to-reward-members/:sub_type": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/way-to-reward-members/:sub_type/:id": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/way-to-earn-status/:program": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/way-to-earn-points/:program": IMAGE_FORM_LIMIT_BYTES,
  "/my/rep-clubs/:club_id/way-to-buy-points/:program": IMAGE_FORM_LIMIT_BYTES,
  // The pie reward wizard: the reward's picture (Details) or its privacy policy's PDF (Settings), ADR 0077.
  "/legacy/pie-hub/rewards/create": IMAGE_FORM_LIMIT_BYTES,
  "/legacy/pie-hub/rewards/edit/:rewardId": IMAGE_FORM_LIMIT_BYTES,
};

/** The upload allowance of a route path, if it has one. */
export function uploadLimitOf(path: string, limits: Readonly<Record<string, number>>): number | undefined {
  if (limits[path] !== undefined) return limits[path];
  const segments = path.split("/");
  for (const [pattern, limit] of Object.entries(limits)) {
    const parts = pattern.split("/");
    if (parts.length === segments.length && parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))) return limit;
  }
  return undefined;
}

/** Routes that take JSON (the passkey components post it); every other route takes forms only. */
const JSON_ROUTES = /^\/resources\//;

export const bodyMessages = {
  tooLarge: (limit: number) => `What you sent is too large: this form takes at most ${Math.round(limit / 1024)} KB.`,
  notAForm: "This page only accepts form submissions.",
  unreadable: "The form could not be read, perhaps because the upload was cut off. Please try again.",
};

/** The route a request is for: React Router's single-fetch posts go to `<path>.data`, the index to `/_root.data`. */
export function routePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** Buffers the bodies of web posts into req.body (a Buffer), refusing what is too large, not a form, or cut. */
export function formBodies(uploadLimits: Readonly<Record<string, number>> = UPLOAD_LIMITS): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const path = routePath(req.path);
    const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const limit = type === "multipart/form-data" ? (uploadLimitOf(path, uploadLimits) ?? FORM_LIMIT_BYTES) : FORM_LIMIT_BYTES;
    let body: Buffer | null;
    try {
      body = await readUpTo(req, limit);
    } catch (error) {
      return next(error);
    }
    if (!body) return refuse(res, 413, bodyMessages.tooLarge(limit), true);
    req.body = body;
    if (JSON_ROUTES.test(path) || type === "application/x-www-form-urlencoded") return next();
    if (!type && body.length === 0) return next(); // a post with nothing in it
    if (type !== "multipart/form-data") return refuse(res, 415, bodyMessages.notAForm);
    // A multipart body cut short or malformed fails here instead of in every action.
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": req.get("content-type")! } }).formData();
    } catch {
      return refuse(res, 400, bodyMessages.unreadable);
    }
    next();
  };
}

/** The whole body, or null as soon as it is known to exceed the limit (nothing more is read then). */
function readUpTo(req: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.pause();
      resolve(null);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** Plain text: a browser shows it as the page, and the app's error view shows it for a JS submission. */
function refuse(res: Response, status: number, message: string, close = false) {
  // The rest of an oversized body is never read: the connection closes after the answer.
  if (close) res.set("Connection", "close");
  res.status(status).type("text/plain").send(message);
}
