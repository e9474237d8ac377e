// Platform invites (spec 1 §3 Invite, §7). Thin: the rules live in domain/invites.
import { badUserInput } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import {
  answerInvite,
  createInvite,
  formatInviteId,
  getInvite,
  grantInvites,
  inviteByUserName,
  listInvites,
  revokeInvite,
  type InvitePageKey,
  type InviteView,
} from "../domain/invites.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers, ResolversTypes } from "../../graphql/generated.js";

/** The inviter stays a users row: PublicUser's field resolvers present it. */
export function toInvite({ invite, inviter, answer, viewerId, now }: InviteView): ResolversTypes["Invite"] {
  const remaining = Math.max(0, invite.usesPerInvite - invite.usesCount);
  return {
    inviteId: invite.id,
    formattedInviteId: formatInviteId(invite.id),
    memo: invite.memo,
    role: invite.role,
    inviter,
    expiredAt: invite.expiresAt.toISOString(),
    isExpired: invite.expiresAt.getTime() <= now.getTime(),
    isRevoked: invite.revokedAt !== null,
    usesPerInvite: invite.usesPerInvite,
    redirectUrl: invite.redirectUrl,
    acceptedAt: answer?.response === "ACCEPTED" ? answer.answeredAt.toISOString() : null,
    validInvitesRemaining: remaining,
    isInviteUsed: remaining === 0,
    isUsedByMe: answer?.response === "ACCEPTED",
    isInvited: invite.inviteeUserId === viewerId,
    isMine: invite.inviterUserId === viewerId,
    myResponse: answer?.response ?? null,
    actions: [{ type: "JOIN", disclosure: invite.disclosure }],
  };
}

const cursorOf = (view: InviteView) =>
  Buffer.from(JSON.stringify([view.invite.createdAt.toISOString(), view.invite.id])).toString("base64url");

function decodeCursor(cursor: string | null | undefined): InvitePageKey | null {
  if (!cursor) return null;
  const invalid = badUserInput("The page cursor is invalid.", { after: "The page cursor is invalid." });
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const at = new Date(createdAt);
    if (!isUuid(id) || Number.isNaN(at.getTime())) throw invalid;
    return { createdAt: at, id };
  } catch {
    throw invalid;
  }
}

async function page(
  context: GraphQLContext,
  which: "sent" | "received",
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<ResolversTypes["InviteConnection"]> {
  const viewer = requireViewer(context);
  const size = first ?? 20;
  if (size < 0 || size > 50) throw badUserInput("Page size must be between 0 and 50.", { first: "Page size must be between 0 and 50." });
  const result = await listInvites(context.deps, viewer.userId, which, size, decodeCursor(after));
  const last = result.views.at(-1);
  return {
    nodes: result.views.map(toInvite),
    pageInfo: { hasNextPage: result.hasNextPage, endCursor: last ? cursorOf(last) : null },
    totalCount: result.totalCount,
  };
}

export const inviteResolvers: Resolvers = {
  InviteQuery: {
    async byId(_parent, { inviteId }, context) {
      const viewer = requireViewer(context);
      return toInvite(await getInvite(context.deps, viewer.userId, inviteId));
    },
    mine: (_parent, { first, after }, context) => page(context, "sent", first, after),
    received: (_parent, { first, after }, context) => page(context, "received", first, after),
  },
  InviteMutation: {
    async create(_parent, { input }, context) {
      const viewer = requireViewer(context);
      return toInvite(await createInvite(context.deps, viewer.userId, input));
    },
    async revoke(_parent, { inviteId }, context) {
      const viewer = requireViewer(context);
      return toInvite(await revokeInvite(context.deps, viewer.userId, inviteId));
    },
    async accept(_parent, { inviteId }, context) {
      const viewer = requireViewer(context);
      return toInvite(await answerInvite(context.deps, viewer.userId, inviteId, "ACCEPTED"));
    },
    async decline(_parent, { inviteId }, context) {
      const viewer = requireViewer(context);
      return toInvite(await answerInvite(context.deps, viewer.userId, inviteId, "DECLINED"));
    },
    async inviteByUserName(_parent, { input }, context) {
      const viewer = requireViewer(context);
      return toInvite(await inviteByUserName(context.deps, viewer.userId, input));
    },
    grantInvites: (_parent, { input }, context) => grantInvites(context.deps, requireViewer(context), input),
  },
};
