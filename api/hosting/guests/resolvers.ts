// Thin adapters from the guest-list part's GraphQL fields to its use cases.
import { limitRate, refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";
import { badUserInput } from "../../kernel/errors.js";
import { ADDRESS_AVAILABILITY_RATE_LIMIT, addressAvailabilityKey } from "../../../contract/access/rest.js";
import { GROUP_MESSAGE_RATE_LIMIT, GUEST_LIMITS, INVITATION_RATE_LIMIT, invitationMessages } from "../../../contract/hosting/guests-messages.js";
import { checkInGuestTicket, undoGuestCheckIn } from "./domain/check-in.js";
import { importContacts, previewImport } from "./domain/contact-import.js";
import { addToGroup, addressChecks, citiesOf, deleteContacts, groupsOf, saveContact, saveGroup, searchContacts } from "./domain/contacts.js";
import { requireEventAction } from "./domain/event-access.js";
import { sendGroupMessage } from "./domain/group-message.js";
import { addGuest, deleteGuest, guestListSummary, listGuests, searchGuests, updateGuest } from "./domain/guests.js";
import { invitationForViewer, respondToInvitation } from "./domain/invitation-answers.js";
import { checkInviteEmails, excludedInvitees, invite, previousEvents } from "./domain/invitations.js";
import { inviteList, uniqueInviteeCount } from "./domain/invite-list.js";
import { loadSavedGuestList, removeSavedGuestList, savedListsOf, saveGuestList } from "./domain/saved-lists.js";
import { toContact, toGuest, toGuestTicket, toInviteEntry, toPage, toSavedList } from "./views.js";

/**
 * A lookup of members by address answers what sign-up's availability check answers, so it
 * follows that check's limit: each address counts, per client address (the same count as
 * the REST check's) and per account, and a batch is no larger than a minute's allowance.
 */
async function limitAddressLookups(context: GraphQLContext, viewerId: string, addresses: readonly string[], field: string): Promise<void> {
  if (addresses.length > GUEST_LIMITS.maxAddressChecksAtOnce) throw badUserInput(invitationMessages.tooManyAddresses, { [field]: invitationMessages.tooManyAddresses });
  await limitRate(context, addressAvailabilityKey(context.clientIp), ADDRESS_AVAILABILITY_RATE_LIMIT, addresses.length);
  await limitRate(context, `availability:user:${viewerId}`, ADDRESS_AVAILABILITY_RATE_LIMIT, addresses.length);
}

export const guestResolvers: Resolvers = {
  EventQuery: {
    async guestList(_parent, { eventId, first, after }, context) {
      return toPage(await listGuests(context.deps, requireViewer(context).userId, eventId, first, after), toGuest);
    },
    async searchGuests(_parent, { eventId, query, first, after }, context) {
      return toPage(await searchGuests(context.deps, requireViewer(context).userId, eventId, query, first, after), toGuest);
    },
    guestListSummary(_parent, { eventId }, context) {
      return guestListSummary(context.deps, requireViewer(context).userId, eventId);
    },
    async savedGuestLists(_parent, _args, context) {
      return (await savedListsOf(context.deps, requireViewer(context).userId)).map(toSavedList);
    },
    async invitations(_parent, { eventId, status, first, after }, context) {
      return toPage(await inviteList(context.deps, requireViewer(context).userId, eventId, status ?? "ALL", first, after), toInviteEntry);
    },
    uniqueInviteeCount(_parent, { eventId }, context) {
      return uniqueInviteeCount(context.deps, requireViewer(context).userId, eventId);
    },
    async checkInviteEmails(_parent, { eventId, emails }, context) {
      const viewer = requireViewer(context);
      // The permission first (no rate to spend on a refusal), then the rate.
      await requireEventAction(context.deps, viewer.userId, eventId, "ADD_GUEST");
      await limitAddressLookups(context, viewer.userId, emails, "emails");
      return checkInviteEmails(context.deps, viewer.userId, eventId, emails);
    },
    excludedInvitees(_parent, { eventId, userIds }, context) {
      return excludedInvitees(context.deps, requireViewer(context).userId, eventId, userIds);
    },
    previousEvents(_parent, { eventId }, context) {
      return previousEvents(context.deps, requireViewer(context).userId, eventId);
    },
    invitation(_parent, { invitationId }, context) {
      return invitationForViewer(context.deps, requireViewer(context).userId, invitationId);
    },
  },
  EventMutation: {
    async addGuest(_parent, { eventId, input }, context) {
      return toGuest(await addGuest(context.deps, requireViewer(context).userId, eventId, input));
    },
    async updateGuest(_parent, { guestId, input }, context) {
      return toGuest(await updateGuest(context.deps, requireViewer(context).userId, guestId, input));
    },
    deleteGuest(_parent, { guestId }, context) {
      return deleteGuest(context.deps, requireViewer(context).userId, guestId);
    },
    async checkInGuestTicket(_parent, { guestTicketId }, context) {
      return toGuestTicket(await checkInGuestTicket(context.deps, requireViewer(context).userId, guestTicketId));
    },
    async undoGuestCheckIn(_parent, { guestTicketId }, context) {
      return toGuestTicket(await undoGuestCheckIn(context.deps, requireViewer(context).userId, guestTicketId));
    },
    async saveGuestList(_parent, { eventId, name }, context) {
      return toSavedList(await saveGuestList(context.deps, requireViewer(context).userId, eventId, name));
    },
    loadSavedGuestList(_parent, { eventId, savedGuestListId }, context) {
      return loadSavedGuestList(context.deps, requireViewer(context).userId, eventId, savedGuestListId);
    },
    removeSavedGuestList(_parent, { savedGuestListId }, context) {
      return removeSavedGuestList(context.deps, requireViewer(context).userId, savedGuestListId);
    },
    async invite(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const spend = (addresses: number) => limitRate(context, `invitations:${viewer.userId}`, INVITATION_RATE_LIMIT, addresses);
      const result = await invite(context.deps, viewer.userId, input, spend);
      await refreshLoaders(context);
      return result;
    },
    async respondToInvitation(_parent, { invitationId, accept }, context) {
      const answer = await respondToInvitation(context.deps, requireViewer(context).userId, invitationId, accept);
      // Declining gives an invitation's ticket back.
      if (!accept) context.deps.placesMayHaveOpened();
      await refreshLoaders(context);
      return answer;
    },
    async sendGroupMessage(_parent, { input }, context) {
      const viewer = requireViewer(context);
      // Refused before anything is queued: the permission first (no rate to spend on a refusal), then the rate.
      await requireEventAction(context.deps, viewer.userId, input.eventId, "MESSAGE_ATTENDEES");
      await limitRate(context, `group-message:${viewer.userId}`, GROUP_MESSAGE_RATE_LIMIT);
      return sendGroupMessage(context.deps, viewer.userId, input);
    },
  },
  UserQuery: {
    contacts: () => ({}),
  },
  UserMutation: {
    contacts: () => ({}),
  },
  ContactQuery: {
    async search(_parent, args, context) {
      const ownerId = requireViewer(context).userId;
      return toPage(await searchContacts(context.deps, ownerId, args), toContact);
    },
    groups(_parent, _args, context) {
      return groupsOf(context.deps.db, requireViewer(context).userId);
    },
    cities(_parent, _args, context) {
      return citiesOf(context.deps, requireViewer(context).userId);
    },
    async emailsExist(_parent, { emails }, context) {
      await limitAddressLookups(context, requireViewer(context).userId, emails, "emails");
      return addressChecks(context.deps.db, emails, "email");
    },
    async phonesExist(_parent, { phones }, context) {
      await limitAddressLookups(context, requireViewer(context).userId, phones, "phones");
      return addressChecks(context.deps.db, phones, "phone");
    },
    previewImport(_parent, { csv }, context) {
      return previewImport(context.deps, requireViewer(context).userId, csv);
    },
  },
  ContactMutation: {
    async save(_parent, { contactId, input }, context) {
      return toContact(await saveContact(context.deps, requireViewer(context).userId, contactId, input));
    },
    importCsv(_parent, { csv }, context) {
      return importContacts(context.deps, requireViewer(context).userId, csv);
    },
    delete(_parent, { contactIds }, context) {
      return deleteContacts(context.deps, requireViewer(context).userId, contactIds);
    },
    saveGroup(_parent, { groupId, name }, context) {
      return saveGroup(context.deps, requireViewer(context).userId, groupId, name);
    },
    addToGroup(_parent, { groupId, contactIds }, context) {
      return addToGroup(context.deps, requireViewer(context).userId, groupId, contactIds);
    },
  },
};
