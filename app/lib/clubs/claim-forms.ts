// Claims a manager approves and the invite link (ADR 0079): the web app's paths.
import { href } from "react-router";

export const claimsPath = (clubId: string, offerId: string) => `/my/rep-clubs/${clubId}/offer/detail/${offerId}/claims`;

/** A member's invite link to a public club: opening it offers a one-click join, and the join credits them. */
export function inviteLinkPath(slug: string, code: string): string {
  return `${href("/rep-clubs/:id", { id: slug })}?${new URLSearchParams({ join: "1", ref: code })}`;
}
