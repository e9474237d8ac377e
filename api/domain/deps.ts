// What the use cases need from the outside world, passed in by api/platform.ts.
import type { Database } from "../db/client.js";
import type { Outbox } from "../messaging/outbox.js";
import type { AccessTokens } from "./auth/access-tokens.js";
import type { SecretBox } from "./auth/secrets.js";
import type { Clock } from "./clock.js";

export interface DomainDeps {
  db: Database;
  clock: Clock;
}

export interface AuthDeps extends DomainDeps {
  accessTokens: AccessTokens;
  /** Encrypts a rotated refresh token's successor while the grace window lasts. */
  refreshTokenBox: SecretBox;
  outbox: Outbox;
  /** Web app origin, for links in e-mails. */
  publicUrl: string;
  productName: string;
  /** Server key one-time codes are hashed under (codes feature). */
  codeKey: string;
}
