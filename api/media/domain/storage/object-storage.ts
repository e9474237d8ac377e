// Where uploads land before they are checked (docs/decisions/0083): an external service behind
// one interface. The local implementation (default, and in tests) is the API itself; the
// production transport is an S3-compatible bucket, chosen by settings.

/** What the browser (or the web app's server) does with a presigned upload. */
export interface PresignedUpload {
  /** PUT: the raw bytes as the body, with `headers`. POST: a multipart form of `fields`, then the file as "file". */
  method: "PUT" | "POST";
  /** Absolute (a bucket) or relative to the site (the local implementation, under /api/media/). */
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
}

export interface PresignRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** A URL that takes one upload of at most maxBytes of contentType under key, until expiresAt. */
  presignUpload(request: PresignRequest): Promise<PresignedUpload>;
  /** The object's bytes, or null when nothing was uploaded (or it was deleted). */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the object; nothing there is fine. */
  delete(key: string): Promise<void>;
}
