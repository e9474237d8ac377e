// The local object storage (docs/decisions/0083), used unless a bucket is configured: the API
// itself takes the upload at an HMAC-signed, expiring, single-use URL under /api/media/, checks
// the size while the body streams in, and keeps the bytes in the database like the images.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { Clock } from "../../../kernel/clock.js";
import { mediaUploadObjects } from "../../db.js";
import type { ObjectStorage } from "./object-storage.js";

/** Where the local URLs point, relative to the site (the media router's PUT route). */
export const LOCAL_UPLOAD_PATH = "/api/media/uploads/objects/";

export type Refusal = "bad-signature" | "expired" | "wrong-type" | "too-large" | "used" | "empty";

export class UploadRefusedError extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

export interface SignedTerms {
  key: string;
  type: string;
  max: number;
  exp: number;
}

export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: "local";
  /** Takes the body of a PUT to a presigned URL; refuses with UploadRefusedError. */
  receive(terms: Record<string, unknown>, contentType: string | undefined, body: AsyncIterable<Buffer | Uint8Array>): Promise<void>;
}

export function createLocalStorage(db: Database, clock: Clock, secret: string): LocalObjectStorage {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "media-upload-urls", 32));
  const sign = (terms: SignedTerms) => createHmac("sha256", key).update(`${terms.key}\n${terms.type}\n${terms.max}\n${terms.exp}`).digest("base64url");

  function checked(given: Record<string, unknown>): SignedTerms {
    const terms = { key: String(given.key ?? ""), type: String(given.type ?? ""), max: Number(given.max), exp: Number(given.exp) };
    const expected = Buffer.from(sign(terms));
    const signature = Buffer.from(String(given.sig ?? ""));
    if (!Number.isSafeInteger(terms.max) || !Number.isSafeInteger(terms.exp) || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      throw new UploadRefusedError("bad-signature");
    }
    if (clock().getTime() >= terms.exp) throw new UploadRefusedError("expired");
    return terms;
  }

  return {
    kind: "local",
    async presignUpload({ key: objectKey, contentType, maxBytes, expiresAt }) {
      const terms: SignedTerms = { key: objectKey, type: contentType, max: maxBytes, exp: expiresAt.getTime() };
      const query = new URLSearchParams({ type: terms.type, max: String(terms.max), exp: String(terms.exp), sig: sign(terms) });
      return { method: "PUT", url: `${LOCAL_UPLOAD_PATH}${encodeURIComponent(objectKey)}?${query}`, fields: {}, headers: { "Content-Type": contentType } };
    },
    async receive(given, contentType, body) {
      const terms = checked(given);
      if ((contentType ?? "").split(";")[0]!.trim().toLowerCase() !== terms.type) throw new UploadRefusedError("wrong-type");
      const [taken] = await db.select({ key: mediaUploadObjects.key }).from(mediaUploadObjects).where(eq(mediaUploadObjects.key, terms.key));
      if (taken) throw new UploadRefusedError("used");
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += chunk.length;
        // Refused as soon as the limit is passed: the rest is never held.
        if (size > terms.max) throw new UploadRefusedError("too-large");
        chunks.push(Buffer.from(chunk));
      }
      if (size === 0) throw new UploadRefusedError("empty");
      // Two uploads racing to one URL: the key's row is taken once.
      const [inserted] = await db
        .insert(mediaUploadObjects)
        .values({ key: terms.key, contentType: terms.type, bytes: Buffer.concat(chunks), expiresAt: new Date(terms.exp), createdAt: clock() })
        .onConflictDoNothing()
        .returning({ key: mediaUploadObjects.key });
      if (!inserted) throw new UploadRefusedError("used");
    },
    async read(objectKey) {
      const [row] = await db.select({ bytes: mediaUploadObjects.bytes }).from(mediaUploadObjects).where(eq(mediaUploadObjects.key, objectKey));
      return row?.bytes ?? null;
    },
    async delete(objectKey) {
      // Past its URL's expiry the row goes; before, its bytes go and the row keeps the URL used.
      await db.delete(mediaUploadObjects).where(and(eq(mediaUploadObjects.key, objectKey), lt(mediaUploadObjects.expiresAt, clock())));
      await db.update(mediaUploadObjects).set({ bytes: null }).where(and(eq(mediaUploadObjects.key, objectKey), isNotNull(mediaUploadObjects.bytes)));
    },
  };
}
