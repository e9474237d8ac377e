import type { Route } from "./+types/payout-process";
import { completePayoutReturn } from "~/.server/account/payouts.server";

/** The payout provider's return (spec 1 §2.2, §2.3): no screen, only the link and a redirect to settings. */
export function loader({ context, url }: Route.LoaderArgs) {
  return completePayoutReturn(context, url);
}
