import type { Route } from "./+types/payout-process";
import { completeClubPayoutReturn } from "~/.server/clubs/accounts/accounts.server";

/** The payout provider's return for a club (ADR 0061): no screen, only the link and a redirect to the club's accounts. */
export function loader({ context, url }: Route.LoaderArgs) {
  return completeClubPayoutReturn(context, url);
}
