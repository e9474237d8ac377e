// The contract's User and PublicUser fields from the users row (the resolvers' parent, see
// scripts/codegen.mjs). Fields named as the row's columns resolve by default.
import { ageOn, isProfileComplete } from "../domain/profile.js";
import type { SocialConnection } from "../domain/social-connections.js";
import { repScoreAwardsOf } from "../domain/rep-score.js";
import { payoutAccountView, type PayoutAccountView } from "./payouts.js";
import type { PayoutAccountRow } from "../db.js";
import { ageRange, PROFILE_DEFAULTS } from "../../../contract/account/profile.js";
import type { Resolvers } from "../../graphql/generated.js";

export const userFieldResolvers = {
  User: {
    userId: (user) => user.id,
    emailAddress: (user) => user.email,
    verifiedEmailAddress: (user) => (user.emailVerifiedAt ? user.email : null),
    verifiedPhoneNumber: (user) => (user.phoneVerifiedAt ? user.phoneNumber : null),
    age: (user, _args, context) => (user.dateOfBirth ? ageOn(user.dateOfBirth, context.deps.clock()) : null),
    address(user) {
      const hasAddress = user.address || user.city || user.region || user.postalCode || user.addressCountryCode || user.latitude !== null;
      if (!hasAddress) return null;
      return {
        address: user.address,
        city: user.city,
        countryCode: user.addressCountryCode,
        postalCode: user.postalCode,
        region: user.region,
        latitude: user.latitude,
        longitude: user.longitude,
      };
    },
    isVerified: (user) => user.tier !== "UNVERIFIED",
    agreeToTermsAndConditions: (user) => user.termsAcceptedAt !== null,
    isSkipMultiFactorAuthentication: (user) => !user.mfaEnabled,
    isComplete: (user) => isProfileComplete(user),
    ageRange: (user, _args, context) => (user.dateOfBirth ? ageRange(ageOn(user.dateOfBirth, context.deps.clock())) : null),
    // Only the owner reads User (user.me), so the connections are theirs to see.
    socialMedias: (user, _args, context): Promise<SocialConnection[]> => context.loaders.socialConnections.load(user.id),
    repScoreAwards: async (user, { first }, context) =>
      (await repScoreAwardsOf(context.deps.db, user.id, first ?? 10)).map((award) => ({ ...award, awardedAt: award.awardedAt.toISOString() })),
    payoutAccounts: async (user, _args, context): Promise<PayoutAccountView[]> => ((await context.loaders.payoutAccounts.load(user.id)) as PayoutAccountRow[]).map(payoutAccountView),
  },
  PublicUser: {
    userId: (user) => user.id,
    /** Spec 1 §3: a missing name displays as "Unknown". */
    name: (user) => user.name || PROFILE_DEFAULTS.name,
    isVerified: (user) => user.tier !== "UNVERIFIED",
  },
} satisfies Resolvers;
