// Payout accounts (spec 1 §3 payoutAccounts, §7 "connect or disconnect … payout accounts"):
// where a member's earnings are paid out. A provider links an account by sending the member
// to its onboarding and back to /payout/process with a one-time `code` (spec 1 §2.3), the
// shape of Stripe Connect's OAuth. The local sandbox answers at once, without a hosted page.
import { createHash, randomBytes } from "node:crypto";

export interface LinkedPayoutAccount {
  /** The provider's id of the account (Stripe: acct_…). */
  externalAccountId: string;
  /** What the member sees, e.g. "Sandbox bank ••••4242". */
  label: string;
}

export interface PayoutProvider {
  readonly name: string;
  /** Where to send the member to link an account; they come back to `returnUrl` with `code` and `state`. */
  authorizationUrl(input: { state: string; returnUrl: string }): string;
  /** Trades the code they came back with for the linked account; throws PayoutProviderError when it is not good. */
  exchange(code: string): Promise<LinkedPayoutAccount>;
}

export class PayoutProviderError extends Error {}

const SANDBOX_CODE = /^sandbox_[A-Za-z0-9_-]{16,64}$/;

/** The local stand-in: every code it hands out links a made-up bank account. */
export function createSandboxPayoutProvider(): PayoutProvider {
  return {
    name: "sandbox",
    authorizationUrl({ state, returnUrl }) {
      const code = `sandbox_${randomBytes(18).toString("base64url")}`;
      const url = new URL(returnUrl);
      url.searchParams.set("code", code);
      url.searchParams.set("state", state);
      return url.toString();
    },
    async exchange(code) {
      if (!SANDBOX_CODE.test(code)) throw new PayoutProviderError("not a sandbox code");
      const digest = createHash("sha256").update(code).digest("hex");
      const last4 = String(parseInt(digest.slice(0, 8), 16) % 10_000).padStart(4, "0");
      return { externalAccountId: `acct_sandbox_${digest.slice(0, 16)}`, label: `Sandbox bank ••••${last4}` };
    },
  };
}
