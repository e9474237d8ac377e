// Attendee management's GraphQL adapters (schema.graphql): thin over domain/. Parents of
import { toAttendeeBooking } from "../money/refund-views.js";
// the part's object types are the domain's views; the fields below present them.
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";
import { smallBadgeOf } from "../../../contract/hosting/roles.js";
import { findAttendeeDetail, setAttendeeNote, type AttendeeDetail } from "./domain/attendee-detail.js";
import { attendeeCounts, attendeePage, countOfFilter, type AttendeeView } from "./domain/attendee-list.js";
import { decideAttendees } from "./domain/decisions.js";
import { grantTicket } from "./domain/grants.js";
import { findManagedEventView, listManagedEvents, type ManagedEventView } from "./domain/managed-events.js";
import { attendeeStatistics } from "./domain/statistics.js";
import { findTeam, removeTeamRole, type TeamView } from "./domain/team.js";
import { createRoleInviteLink, inviteToRole, respondToRoleInvite, revokeRoleInvite, viewRoleInvite } from "./domain/role-invites.js";
import { TEAM_ROLE_LABELS, isTeamRole } from "../../../contract/hosting/roles.js";
import { inviterScope, requireStaffAction } from "./domain/staff.js";
import { sharesPersonalData } from "./domain/attendee-filters.js";

/** As PublicUser shows a missing name (spec 1 §3); never the e-mail address in its place. */
const UNKNOWN_NAME = "Unknown";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function attendeeOut(view: AttendeeView) {
  return {
    attendeeId: view.row.id,
    user: view.user,
    email: sharesPersonalData(view.row.state, view.status) ? view.user.email : null,
    state: view.row.state,
    status: view.status,
    badge: smallBadgeOf(view.status),
    roles: view.row.roles,
    checkedInCount: view.row.checkedInCount,
    tickets: view.tickets.map((ticket) => ({ ...ticket, checkedInAt: iso(ticket.checkedInAt) })),
    createdAt: view.row.createdAt.toISOString(),
    approvedAt: iso(view.row.approvedAt),
  };
}

function managedOut(view: ManagedEventView) {
  return { ...view, ticketTypes: view.ticketTypes.map((type) => ({ ...type, eventTicketId: type.eventTicketId })) };
}

function detailOut(detail: AttendeeDetail) {
  const { row, user, status } = detail.attendee;
  // An invitee who has not accepted shows their name and invitation status only.
  const shares = sharesPersonalData(row.state, status);
  return {
    attendee: attendeeOut(detail.attendee),
    name: user.name ?? UNKNOWN_NAME,
    userName: user.userName,
    phoneNumber: shares ? user.phoneNumber : null,
    dateOfBirth: shares ? user.dateOfBirth : null,
    gender: shares ? user.gender : null,
    city: shares ? user.city : null,
    repScore: user.repScore,
    socialConnections: shares ? detail.socialConnections : [],
    bookings: detail.bookings.map(toAttendeeBooking),
    answers: row.questionAnswers,
    privacyPolicyState: row.privacyPolicyState,
    privacyPolicyStateUpdatedAt: iso(row.privacyPolicyStateUpdatedAt),
    note: row.note,
    approvedByName: detail.approvedByName,
    invitedBy: detail.invitedBy,
    canDecide: detail.canDecide,
    canRefund: detail.canRefund,
  };
}

function teamOut(team: TeamView) {
  return {
    ...team,
    pendingInvites: team.pendingInvites.map(({ invite, user }) => ({
      inviteId: invite.id,
      role: invite.role,
      label: isTeamRole(invite.role) ? TEAM_ROLE_LABELS[invite.role] : invite.role,
      user,
      createdAt: invite.createdAt.toISOString(),
    })),
  };
}

export const approvalResolvers: Resolvers = {
  EventQuery: {
    async managed(_parent, { clubId }, context) {
      return (await listManagedEvents(context.deps, requireViewer(context).userId, clubId ?? null)).map(managedOut);
    },
    async managedEvent(_parent, { slugOrId, clubId }, context) {
      return managedOut(await findManagedEventView(context.deps, requireViewer(context).userId, slugOrId, clubId ?? null));
    },
    async attendees(_parent, { slugOrId, filter, search, first, after, page }, context) {
      const viewer = requireViewer(context);
      const access = await requireStaffAction(context.deps, viewer.userId, slugOrId, "VIEW_ALL_ATTENDEES", "VIEW_OWN_ATTENDEES");
      const inviterUserId = inviterScope(access, "view");
      const eventId = access.event.id;
      const { summary, roles, ticketTypes } = await attendeeCounts(context.deps, eventId, inviterUserId);
      const knownTotal = search?.trim() ? null : countOfFilter(summary, filter);
      const found = await attendeePage(context.deps, { eventId, inviterUserId, filter, search }, { first: first ?? 50, after, page }, knownTotal);
      return {
        nodes: found.nodes.map(attendeeOut),
        pageInfo: found.pageInfo,
        totalCount: found.totalCount,
        summary,
        roles: roles as { role: never; count: number }[],
        ticketTypes,
      };
    },
    async attendee(_parent, { slugOrId, attendeeId }, context) {
      return detailOut(await findAttendeeDetail(context.deps, requireViewer(context).userId, slugOrId, attendeeId));
    },
    async attendeeStatistics(_parent, { slugOrId, filter }, context) {
      return attendeeStatistics(context.deps, requireViewer(context).userId, slugOrId, filter ?? null);
    },
    async team(_parent, { slugOrId }, context) {
      return teamOut(await findTeam(context.deps, requireViewer(context).userId, slugOrId));
    },
    async roleInvite(_parent, { slug, inviteId, token }, context) {
      return viewRoleInvite(context.deps, requireViewer(context).userId, { slug, inviteId, token });
    },
  },
  EventMutation: {
    async grantTicket(_parent, { input }, context) {
      const granted = await grantTicket(context.deps, requireViewer(context).userId, input);
      await refreshLoaders(context);
      return {
        kind: granted.kind,
        eventTicketId: granted.ticket.id,
        ticketType: granted.ticket.ticketType,
        recipientName: granted.recipientName,
        member: granted.member,
        guestTicketNo: granted.guestTicketNo,
      };
    },
    async decideAttendees(_parent, { input }, context) {
      const result = await decideAttendees(context.deps, requireViewer(context).userId, input);
      await refreshLoaders(context);
      return result;
    },
    async setAttendeeNote(_parent, { eventId, attendeeId, note }, context) {
      return detailOut(await setAttendeeNote(context.deps, requireViewer(context).userId, eventId, attendeeId, note));
    },
    async inviteToRole(_parent, { eventId, userId, role }, context) {
      return teamOut(await inviteToRole(context.deps, requireViewer(context).userId, eventId, userId, role));
    },
    async removeRoleInvite(_parent, { eventId, inviteId }, context) {
      return teamOut(await revokeRoleInvite(context.deps, requireViewer(context).userId, eventId, inviteId));
    },
    async createRoleInviteLink(_parent, { eventId, role }, context) {
      return createRoleInviteLink(context.deps, requireViewer(context).userId, eventId, role);
    },
    async respondToRoleInvite(_parent, { slug, inviteId, token, accept }, context) {
      const invite = await respondToRoleInvite(context.deps, requireViewer(context).userId, { slug, inviteId, token }, accept);
      await refreshLoaders(context);
      return invite;
    },
    async removeTeamRole(_parent, { eventId, userId, role }, context) {
      const team = await removeTeamRole(context.deps, requireViewer(context).userId, eventId, userId, role);
      await refreshLoaders(context);
      return teamOut(team);
    },
  },
};

