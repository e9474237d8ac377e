// Unique test data, so tests never collide across projects, workers or runs
// against the same database.
import { randomBytes } from "node:crypto";

/** A fresh address like `e2e-signup-lq3x9k-1a2b3c@example.com` (RFC 2606 domain). */
export function uniqueEmail(prefix = "e2e"): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "e2e";
  return `${clean}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
}
