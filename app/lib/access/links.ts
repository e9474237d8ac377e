import { href } from "react-router";
/** The sign-up page's Login link: keeps where the visitor was going and any held invite id (spec 1 §2.1). */
export function loginLink(to: string | null, heldInviteId: string | null): string {
  const query = new URLSearchParams();
  if (to) query.set("to", to);
  if (heldInviteId) query.set("inviteId", heldInviteId);
  const search = query.toString();
  return `${href("/auth/login")}${search ? `?${search}` : ""}`;
}
