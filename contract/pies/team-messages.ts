// A pie's team and its ownership (spec 3 §3 moderators with a pieRole and isTransfering, §4 the
// ownership transfer, §6 pie roles, §7 grant and delete moderator, transfer pie, accept or
// reject ownership; ADR 0073): the words and values the API and the web app share.
import { PIE_ROLES, type PieRole, type PiePermission } from "./permissions.js";

/** A transfer's life: PENDING until the receiver accepts or rejects it, or the requester cancels it. */
export const PIE_TRANSFER_STATUSES = ["PENDING", "ACCEPTED", "REJECTED", "CANCELLED"] as const;
export type PieTransferStatus = (typeof PIE_TRANSFER_STATUSES)[number];

/** The flag that lets a member assign (and remove) each role (spec 3 §6). */
export const PIE_ROLE_ASSIGN_PERMISSION: Readonly<Record<PieRole, PiePermission>> = {
  ADMIN: "CAN_ASSIGN_ADMINISTRATORS",
  ACCOUNT_MANAGER: "CAN_ASSIGN_ACCOUNT_MANAGERS",
  REWARD_MANAGER: "CAN_ASSIGN_REWARD_MANAGERS",
};

/** The roles a member holding these permissions may assign and remove, in PIE_ROLES order. */
export function assignableRoles(permissions: readonly PiePermission[]): PieRole[] {
  return PIE_ROLES.filter((role) => permissions.includes(PIE_ROLE_ASSIGN_PERMISSION[role]));
}

/** The edit page's tabs (spec 3 §2 pie edit tabs), as the URL's `tab` names them. */
export const pieTeamMessages = {
  // the team
  teamTitle: "Team",
  teamIntro: "Moderators help you run the pie. Each role comes with its own permissions.",
  noModerators: "No moderators yet.",
  grantTitle: "Add a moderator",
  userName: "User name",
  role: "Role",
  grant: "Add moderator",
  granting: "Adding…",
  remove: "Remove",
  removing: "Removing…",
  granted: (name: string, role: string) => `${name} is now ${/^[AEIOU]/.test(role) ? "an" : "a"} ${role}.`,
  removed: (name: string, role: string) => `${name} is no longer a ${role}.`,
  userNameRequired: "Enter the user name of a member.",
  userNotFound: "No member has this user name.",
  roleRequired: "Choose a role.",
  ownerHoldsEverything: "The owner already holds every permission.",
  alreadyHolds: "This member already holds this role.",
  moderatorNotFound: "This moderator is no longer on the team.",
  mayNotAssign: "You are not allowed to assign this role.",
  // the ownership
  ownershipTitle: "Ownership",
  transferIntro: "Hand the pie to another member. They become its owner once they accept; you keep no rights over it.",
  transferTo: "New owner's user name",
  requestTransfer: "Request transfer",
  requesting: "Requesting…",
  cancelTransfer: "Cancel transfer",
  cancelling: "Cancelling…",
  transferPending: (userName: string) => `Waiting for @${userName} to accept the ownership of this pie.`,
  transferWaiting: "A transfer of this pie's ownership is waiting for an answer.",
  transferRequested: (userName: string) => `We asked @${userName} to take over the pie.`,
  transferCancelled: "The transfer is cancelled.",
  transferToSelf: "You already own this pie.",
  transferAlreadyPending: "A transfer of this pie is already waiting for an answer.",
  receiverHasPie: "This member already has a pie: a member holds one pie.",
  notLive: "Only a live pie can change hands.",
  noPendingTransfer: "No transfer of this pie is waiting for an answer.",
  // the receiver
  requestsTitle: "Pies offered to you",
  requestFrom: (name: string, pie: string) => `${name} asks you to take over ownership of ${pie}.`,
  accept: "Accept",
  accepting: "Accepting…",
  reject: "Reject",
  rejecting: "Rejecting…",
  accepted: (pie: string) => `You now own ${pie}.`,
  rejected: (pie: string) => `You declined ownership of ${pie}.`,
  transferNotFound: "This transfer does not exist.",
  transferClosed: "This transfer is no longer waiting for an answer.",
  youHaveAPie: "You already have a pie of your own, so you cannot take over another.",
} as const;
