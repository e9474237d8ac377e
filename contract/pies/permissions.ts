// What a viewer may do with a pie (spec 3 §6: the 22 pie permission flags; which role holds
// which is ours, ADR 0063). Pure: the caller passes the pie's owner and moderators, this
// decides. The API enforces it; the web app shows what the API answers.

/** Pie team roles, shown to users as Admin, Account Manager, Reward Manager (spec 3 §6). */
export const PIE_ROLES = ["ADMIN", "ACCOUNT_MANAGER", "REWARD_MANAGER"] as const;
export type PieRole = (typeof PIE_ROLES)[number];
export const PIE_ROLE_LABELS: Readonly<Record<PieRole, string>> = {
  ADMIN: "Admin",
  ACCOUNT_MANAGER: "Account Manager",
  REWARD_MANAGER: "Reward Manager",
};

export const PIE_PERMISSIONS = [
  "CAN_ASSIGN_ADMINISTRATORS",
  "CAN_ASSIGN_ACCOUNT_MANAGERS",
  "CAN_ASSIGN_REWARD_MANAGERS",
  "CAN_TRANSFER_OWNERSHIP",
  "CAN_CREATE_REWARDS",
  "CAN_MODIFY_EXISTING_REWARDS",
  "CAN_SET_PRICE_PER_SLICE",
  "CAN_UPGRADE_PIE",
  "CAN_SEND_SLICES",
  "CAN_SEND_REWARDS",
  "CAN_SEND_ACHIEVEMENTS",
  "CAN_REMOVE_SOCIAL_ACCOUNTS",
  "CAN_CHANGE_PIE_NAME",
  "CAN_CHANGE_PIE_APPEARANCE",
  "CAN_RELEASE_MORE_SLICES_FOR_SALE",
  "CAN_CONNECT_PAYPAL_ACCOUNT",
  "CAN_CHANGE_PIE_URL",
  "CAN_CHANGE_PIE_BIO",
  "CAN_SHARE_REWARDS",
  "CAN_SHARE_PIE",
  "CAN_VIEW_REWARDS",
  "CAN_VIEW_ACHIEVEMENTS",
] as const;
export type PiePermission = (typeof PIE_PERMISSIONS)[number];

/** What every moderator may do: see the pie's rewards and badges, and share the pie. */
const EVERY_MODERATOR: readonly PiePermission[] = ["CAN_SHARE_PIE", "CAN_VIEW_REWARDS", "CAN_VIEW_ACHIEVEMENTS"];

/**
 * What each role brings (ADR 0063). The owner holds all 22. An Admin runs the pie but neither
 * gives it away, nor appoints other Admins, nor chooses where its money goes. An Account
 * Manager runs the pie's money and supply; a Reward Manager its rewards and badges.
 */
export const PIE_ROLE_PERMISSIONS: Readonly<Record<PieRole, readonly PiePermission[]>> = {
  ADMIN: PIE_PERMISSIONS.filter(
    (permission) => permission !== "CAN_TRANSFER_OWNERSHIP" && permission !== "CAN_ASSIGN_ADMINISTRATORS" && permission !== "CAN_CONNECT_PAYPAL_ACCOUNT",
  ),
  ACCOUNT_MANAGER: [
    ...EVERY_MODERATOR,
    "CAN_SET_PRICE_PER_SLICE",
    "CAN_UPGRADE_PIE",
    "CAN_SEND_SLICES",
    "CAN_RELEASE_MORE_SLICES_FOR_SALE",
    "CAN_CONNECT_PAYPAL_ACCOUNT",
  ],
  REWARD_MANAGER: [...EVERY_MODERATOR, "CAN_CREATE_REWARDS", "CAN_MODIFY_EXISTING_REWARDS", "CAN_SEND_REWARDS", "CAN_SEND_ACHIEVEMENTS", "CAN_SHARE_REWARDS"],
};

export interface PieAuthority {
  ownerUserId: string;
  moderators: readonly { userId: string; role: PieRole }[];
}

/** The viewer's permissions on the pie, in PIE_PERMISSIONS order; none when signed out or unrelated. */
export function piePermissions(pie: PieAuthority, viewerId: string | null): PiePermission[] {
  if (!viewerId) return [];
  if (pie.ownerUserId === viewerId) return [...PIE_PERMISSIONS];
  const held = new Set<PiePermission>();
  for (const moderator of pie.moderators) {
    if (moderator.userId !== viewerId) continue;
    for (const permission of PIE_ROLE_PERMISSIONS[moderator.role]) held.add(permission);
  }
  return PIE_PERMISSIONS.filter((permission) => held.has(permission));
}
