// What the use cases need from the outside world, passed in by api/platform.ts.
import type { ReadCache } from "../cache/read-cache.js";
import type { Database } from "../db/client.js";
import type { Outbox } from "../messaging/outbox.js";
import type { AccessTokens } from "../access/domain/access-tokens.js";
import type { SecretBox } from "../access/domain/secrets.js";
import type { Clock } from "./clock.js";
import type { SubscriptionTokens } from "../account/domain/subscriptions.js";

export interface DomainDeps {
  db: Database;
  clock: Clock;
  /** Rows read on every request, kept in memory and exact through the change feed; absent: always read. */
  cache?: ReadCache;
}

export interface AuthDeps extends DomainDeps {
  accessTokens: AccessTokens;
  /** Encrypts a rotated refresh token's successor while the grace window lasts. */
  refreshTokenBox: SecretBox;
  /** Seals the short-lived tickets of a signed-in password change (account life cycle). */
  changeTicketBox: SecretBox;
  outbox: Outbox;
  /** Web app origin, for links in e-mails. */
  publicUrl: string;
  productName: string;
  /** Signs the address in e-mailed unsubscribe links. */
  subscriptionTokens: SubscriptionTokens;
  /** Server key one-time codes are hashed under (codes feature). */
  codeKey: string;
  /** A local trial: demo accounts may sign in. False in a deployment (docs/decisions/0014). */
  trial: boolean;
}
