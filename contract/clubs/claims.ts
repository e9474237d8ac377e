// Claims a manager approves, and invitations that earn (ADR 0079): which earning rules a member
// claims, which one an invitation earns, the reasons the member reads and the forms' words.
import { z } from "zod";
import { POINTS_REASON_MAX } from "./points-messages.js";

/** EARN_POINTS programmes whose action happens elsewhere: a member claims them, a manager decides. */
export const CLAIMABLE_PROGRAMS = ["social-action", "survey", "download"] as const;

/** A social-action rule on this network is the invite rule: its members earn when someone joins through their invite link. */
export const INVITE_NETWORK = "invite";

export const CLAIM_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_NOTE_MAX = 300;
export const CLAIM_LINK_MAX = 500;
export const CLAIM_REASON_MAX = 300;

/** Whether an offer is a rule members claim (an invite rule earns by invitation instead). */
export function isClaimable(offer: { subType: string; program: string; settings: { socialProvider?: string | null } }): boolean {
  return offer.subType === "EARN_POINTS" && (CLAIMABLE_PROGRAMS as readonly string[]).includes(offer.program) && offer.settings.socialProvider !== INVITE_NETWORK;
}

/** Whether an offer is an invite rule. */
export const isInviteRule = (offer: { subType: string; program: string; settings: { socialProvider?: string | null } }): boolean =>
  offer.subType === "EARN_POINTS" && offer.program === "social-action" && offer.settings.socialProvider === INVITE_NETWORK;

const fit = (text: string): string => (text.length <= POINTS_REASON_MAX ? text : `${text.slice(0, POINTS_REASON_MAX - 1)}…`);

/** "<rule>: <what was claimed>" — the claim's note, on one line. */
export const claimReason = (offerTitle: string, note: string): string => fit(`${offerTitle}: ${note.replace(/\s+/g, " ").trim()}`);

export const inviteReason = (offerTitle: string, invitedName: string): string => fit(`${offerTitle}: ${invitedName} joined through your invite`);

export const claimMessages = {
  note: "What you did",
  noteHint: "For example: shared the club's post, answered the survey.",
  noteRequired: "Say what you did.",
  noteTooLong: `Keep it under ${CLAIM_NOTE_MAX} characters.`,
  link: "Link",
  linkHint: "The post, the finished survey or anything that shows it (https).",
  linkInvalid: "Enter an https link.",
  reasonTooLong: `Keep it under ${CLAIM_REASON_MAX} characters.`,
  claim: "Claim these points",
  claiming: "Claiming…",
  claimed: "Claimed. A manager of the club will look at it.",
  notClaimable: "This rule is not one members claim.",
  notActive: "This rule is not open for claims now.",
  notMember: "Join the club to claim its points.",
  openClaim: "You already have a claim waiting for this rule.",
  maxReached: "You have earned this rule as many times as it allows.",
  notFound: "There is no such claim.",
  decided: "This claim was already decided.",
  pending: "Your claim is waiting for a manager.",
  approved: (points: number) => `Your claim was approved: ${points.toLocaleString("en-US")} points.`,
  rejected: "Your claim was not approved.",
  rejectedBecause: (reason: string) => `Your claim was not approved: ${reason}`,
  // The manager's page.
  title: (offerTitle: string) => `Claims for "${offerTitle}"`,
  link_: "Claims to approve",
  noPending: "No claims are waiting.",
  recent: "Decided",
  approve: "Approve",
  approving: "Approving…",
  reject: "Reject",
  rejecting: "Rejecting…",
  rejectReason: "Reason (optional)",
  approvedToast: (userName: string) => `Approved: @${userName} received the points.`,
  rejectedToast: (userName: string) => `Rejected @${userName}'s claim.`,
  // The invite link.
  inviteTitle: "Invite friends",
  inviteIntro: (points: number) => `When someone joins through your link, you earn ${points.toLocaleString("en-US")} points.`,
  inviteLink: "Your invite link",
} as const;

const httpsLink = z
  .string()
  .trim()
  .max(CLAIM_LINK_MAX, claimMessages.linkInvalid)
  .refine((value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), claimMessages.linkInvalid);

/** A claim as the member sends it: a note, and a link or nothing. */
export const claimSchema = z.object({
  note: z.string({ error: claimMessages.noteRequired }).trim().min(1, claimMessages.noteRequired).max(CLAIM_NOTE_MAX, claimMessages.noteTooLong),
  link: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), httpsLink.optional()),
});

/** A manager's decision: approve, or reject with an optional reason. */
export const decisionSchema = z.object({
  claimId: z.string().min(1),
  intent: z.enum(["approve", "reject"]),
  reason: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(CLAIM_REASON_MAX, claimMessages.reasonTooLong).optional()),
});
