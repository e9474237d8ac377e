// What the use cases need from the outside world, passed in by api/platform.ts.
import type { ReadCache } from "../cache/read-cache.js";
import type { Database } from "../db/client.js";
import type { Outbox } from "../messaging/outbox.js";
import type { AccessTokens } from "../access/domain/access-tokens.js";
import type { SecretBox } from "../access/domain/secrets.js";
import type { Clock } from "./clock.js";
import type { SubscriptionTokens } from "../account/domain/subscriptions.js";
import type { PaymentProvider } from "../payments/provider.js";
import type { PayoutProvider } from "../account/domain/payout-provider.js";
import type { TicketPassKey } from "../events/domain/ticket-pass.js";
import type { PdfStamper } from "../media/domain/stamping.js";
import type { ImageUploadPorts } from "../media/domain/uploads.js";

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
  /** Signs the passes (QR codes) of held tickets (events area, domain/ticket-pass.ts). */
  ticketPassKey: TicketPassKey;
  /** A local trial: demo accounts may sign in. False in a deployment (docs/decisions/0014). */
  trial: boolean;
  /** Where paid tickets are paid: Stripe in a deployment that configures it, the sandbox in a trial, else none. */
  payments: PaymentProvider | null;
  /** Stamps uploaded PDFs on threads of their own, within time and memory limits (docs/decisions/0024). */
  pdfStamper: PdfStamper;
  /** Where members link payout accounts when a real provider (Stripe Connect) is configured; absent: the sandbox in a trial. */
  payoutAccounts?: PayoutProvider | null;
  /** Where presigned image uploads go and how their cleanup is queued (docs/decisions/0083, 0086); absent: none can be given. */
  imageUploads?: ImageUploadPorts;
  /** Says that places on tickets may have opened (a cancellation, a raised limit): the waiting lists are told soon. */
  placesMayHaveOpened(): void;
}
