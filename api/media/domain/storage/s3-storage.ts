// The production transport (docs/decisions/0083): an S3-compatible bucket. The browser posts
// the file straight to the bucket with a presigned POST policy, which holds the key, the
// content type and the size range, so the bucket refuses anything else.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import type { ObjectStorage } from "./object-storage.js";
import type { S3StorageOptions } from "./s3-options.js";

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  return {
    kind: "s3",
    async presignUpload({ key, contentType, maxBytes, expiresAt }) {
      const expires = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      const { url, fields } = await createPresignedPost(client, {
        Bucket: options.bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 1, maxBytes],
          ["eq", "$Content-Type", contentType],
        ],
        Fields: { "Content-Type": contentType },
        Expires: expires,
      });
      return { method: "POST", url, fields, headers: {} };
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

