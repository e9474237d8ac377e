// A bucket's settings and the origin the browser posts to, apart from the S3 client
// (./s3-storage.ts) so that the web thread, which only names the origin in its content security
// policy (server/app.ts), does not load the AWS SDK.

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2…); unset: AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (most S3-compatible services) rather than the host name. */
  forcePathStyle: boolean;
}

/** Where browsers post the files: the page's Content-Security-Policy lets them connect there. */
export function bucketOrigin(options: Pick<S3StorageOptions, "bucket" | "region" | "endpoint" | "forcePathStyle">): string {
  if (!options.endpoint) return options.forcePathStyle ? `https://s3.${options.region}.amazonaws.com` : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const endpoint = new URL(options.endpoint);
  return options.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
}
