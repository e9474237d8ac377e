// The clubs area's GraphQL adapter: thin calls into domain/, the viewer required for every
// mutation. A club's fields derive the contract's from the row.
import type { Resolvers } from "../graphql/generated.js";
import { requireViewer } from "../graphql/context.js";
import { brandColorOf } from "../../contract/clubs/colors.js";
import { createClub, findClubForViewer, listManagedClubs, publishClub, setClubAccounts, setClubImage, updateClub } from "./domain/clubs.js";
import { clubPermissions } from "../../contract/clubs/permissions.js";
import { clubTeamForViewer, removeTeamMember, transferClubOwnership, updateTeamMember } from "./domain/team.js";
import { requireClubPermission } from "./domain/access.js";
import type { ClubRow } from "./db.js";
import { completeImageUploadFor, presignImageUploadFor } from "../media/graphql-uploads.js";
import { badUserInput } from "../kernel/errors.js";
import { ACCEPTED_IMAGE_TYPES, mediaMessages } from "../../contract/media/messages.js";

/** create's answer: the new club, with the type its first image's upload is given for. */
type CreatedClub = ClubRow & { firstImageType?: string };

export const clubResolvers: Resolvers = {
  ClubQuery: {
    byId(_parent, { clubId }, context) {
      return findClubForViewer(context.deps, context.viewer?.userId ?? null, clubId);
    },
    bySlug(_parent, { slug }, context) {
      return findClubForViewer(context.deps, context.viewer?.userId ?? null, slug);
    },
    managedClubs(_parent, _args, context) {
      return listManagedClubs(context.deps, requireViewer(context).userId);
    },
  },
  ClubMutation: {
    async create(_parent, { input, imageContentType }, context) {
      const viewer = requireViewer(context);
      // Checked before the club is made: a type no upload takes would leave it without its URL.
      const type = (imageContentType ?? "").toLowerCase();
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) throw badUserInput(mediaMessages.notAnImage, { imageContentType: mediaMessages.notAnImage });
      const club: CreatedClub = { ...(await createClub(context.deps, viewer.userId, input)), firstImageType: type };
      return club;
    },
    update(_parent, { clubId, input }, context) {
      return updateClub(context.deps, requireViewer(context).userId, clubId, input);
    },
    setImage(_parent, { clubId, imageId }, context) {
      return setClubImage(context.deps, requireViewer(context).userId, clubId, imageId ?? null);
    },
    async presignImageUpload(_parent, { clubId, contentType }, context) {
      const viewer = requireViewer(context);
      await requireClubPermission(context.deps, viewer.userId, clubId, "EDIT_CLUB");
      return presignImageUploadFor(context, viewer.userId, contentType);
    },
    async completeImageUpload(_parent, { clubId, uploadId }, context) {
      const viewer = requireViewer(context);
      await requireClubPermission(context.deps, viewer.userId, clubId, "EDIT_CLUB");
      const image = await completeImageUploadFor(context, viewer.userId, uploadId);
      await setClubImage(context.deps, viewer.userId, clubId, image.imageId);
      return image;
    },
    setAccounts(_parent, { clubId, accounts }, context) {
      return setClubAccounts(context.deps, requireViewer(context).userId, clubId, accounts);
    },
    publish(_parent, { clubId }, context) {
      return publishClub(context.deps, requireViewer(context).userId, clubId);
    },
    updateTeamMember(_parent, { clubId, userId, role }, context) {
      return updateTeamMember(context.deps, requireViewer(context).userId, clubId, userId, role);
    },
    removeTeamMember(_parent, { clubId, userId }, context) {
      return removeTeamMember(context.deps, requireViewer(context).userId, clubId, userId);
    },
    transferOwnership(_parent, { clubId, userId }, context) {
      return transferClubOwnership(context.deps, requireViewer(context).userId, clubId, userId);
    },
  },
  Club: {
    clubId: (club) => club.id,
    // Input is checked, so an invalid stored colour is a data error: shown as black (spec 3 §5) and logged.
    brandColor: (club) => brandColorOf(club.brandColor, (value) => console.warn(`Club ${club.id} has an invalid brand colour: ${value}`)),
    socialAccounts: (club) => club.socialAccounts,
    // Given only when asked for, in create's answer: a club read later has none (docs/decisions/0086).
    async imageUpload(club, _args, context) {
      const type = (club as CreatedClub).firstImageType;
      if (!type) return null;
      return presignImageUploadFor(context, requireViewer(context).userId, type);
    },
    createdUtc: (club) => club.createdAt.toISOString(),
    async owner(club, _args, context) {
      const owner = await context.loaders.user.load(club.ownerUserId);
      if (!owner) throw new Error(`Owner ${club.ownerUserId} of club ${club.id} is missing.`);
      return owner;
    },
    async myPermissions(club, _args, context) {
      const viewerId = context.viewer?.userId ?? null;
      if (!viewerId) return [];
      const roles = club.ownerUserId === viewerId ? [] : await context.loaders.myClubRoles.load(club.id);
      return clubPermissions({ ownerUserId: club.ownerUserId, team: roles.map((role) => ({ userId: viewerId, role })) }, viewerId);
    },
    team(club, _args, context) {
      return clubTeamForViewer(context.deps, context.viewer?.userId ?? null, club);
    },
  },
  ClubTeamMember: {
    async user(member, _args, context) {
      const user = await context.loaders.user.load(member.userId);
      if (!user) throw new Error(`Team member ${member.userId} of club ${member.clubId} is missing.`);
      return user;
    },
    assignedAt: (member) => member.assignedAt.toISOString(),
  },
};
