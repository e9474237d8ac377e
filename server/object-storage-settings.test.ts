// The presigned uploads' storage from the environment (docs/decisions/0083): a bucket only
// when it is fully configured, and the S3 transport's presigned POST in the shape the browser
// and the web app send. The bucket itself is not reached.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { bucketOrigin } from "../api/media/domain/storage/s3-options";
import { createS3Storage } from "../api/media/domain/storage/s3-storage";
import { loadServerEnv } from "./env";

const dataDir = mkdtempSync(join(tmpdir(), "object-storage-env-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir };
const keys = { S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "secret-example-key" };

describe("object storage settings", () => {
  test("unset: the API takes uploads itself", () => {
    expect(loadServerEnv(base).objectStorage).toBeUndefined();
  });

  test("a bucket with its keys: AWS by default, an S3-compatible endpoint with the bucket in the path", () => {
    expect(loadServerEnv({ ...base, ...keys, S3_BUCKET: "gatherly-uploads", S3_REGION: "eu-west-1" }).objectStorage).toEqual({
      bucket: "gatherly-uploads",
      region: "eu-west-1",
      endpoint: undefined,
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret-example-key",
      forcePathStyle: false,
    });
    const compatible = loadServerEnv({ ...base, ...keys, S3_BUCKET: "uploads", S3_ENDPOINT: "https://minio.example.org" }).objectStorage;
    expect(compatible).toMatchObject({ region: "us-east-1", endpoint: "https://minio.example.org", forcePathStyle: true });
    expect(loadServerEnv({ ...base, ...keys, S3_BUCKET: "uploads", S3_ENDPOINT: "https://r2.example.org", S3_FORCE_PATH_STYLE: "false" }).objectStorage?.forcePathStyle).toBe(false);
  });

  test("a bucket without its keys, or a bad endpoint, stops the start with the reason", () => {
    expect(() => loadServerEnv({ ...base, S3_BUCKET: "uploads" })).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadServerEnv({ ...base, ...keys, S3_BUCKET: "uploads", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT must be the URL of an S3-compatible service/);
  });
});

describe("the S3 transport's presigned upload", () => {
  test("a POST to the bucket whose policy holds the key, the type and the size range", async () => {
    const storage = createS3Storage({ bucket: "uploads", region: "eu-west-1", endpoint: "https://minio.example.org", accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret-example-key", forcePathStyle: true });
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const presigned = await storage.presignUpload({ key: "uploads/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11", contentType: "image/png", maxBytes: 10 * 1024 * 1024, expiresAt });
    expect(presigned).toMatchObject({ method: "POST", url: "https://minio.example.org/uploads", headers: {} });
    // Browsers may connect there (the page's Content-Security-Policy).
    expect(new URL(presigned.url).origin).toBe(bucketOrigin({ bucket: "uploads", region: "eu-west-1", endpoint: "https://minio.example.org", forcePathStyle: true }));
    expect(bucketOrigin({ bucket: "uploads", region: "eu-west-1", forcePathStyle: false })).toBe("https://uploads.s3.eu-west-1.amazonaws.com");
    expect(presigned.fields).toMatchObject({ key: "uploads/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11", "Content-Type": "image/png", "X-Amz-Algorithm": "AWS4-HMAC-SHA256" });
    expect(presigned.fields["X-Amz-Credential"]).toMatch(/^AKIAEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(presigned.fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([["content-length-range", 1, 10 * 1024 * 1024], ["eq", "$Content-Type", "image/png"], { bucket: "uploads" }, { key: "uploads/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11" }]),
    );
    expect(Math.abs(new Date(policy.expiration).getTime() - expiresAt.getTime())).toBeLessThan(2000);
  });
});
