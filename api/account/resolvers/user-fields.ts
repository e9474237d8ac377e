// The contract's User and PublicUser fields from the users row (the resolvers' parent, see
// scripts/codegen.mjs). Fields named as the row's columns resolve by default.
import { ageOn, isProfileComplete } from "../domain/profile.js";
import type { Resolvers } from "../../graphql/generated.js";

export const userFieldResolvers = {
  User: {
    userId: (user) => user.id,
    emailAddress: (user) => user.email,
    verifiedEmailAddress: (user) => (user.emailVerifiedAt ? user.email : null),
    verifiedPhoneNumber: (user) => (user.phoneVerifiedAt ? user.phoneNumber : null),
    age: (user, _args, context) => (user.dateOfBirth ? ageOn(user.dateOfBirth, context.deps.clock()) : null),
    address(user) {
      const hasAddress = user.address || user.city || user.region || user.postalCode || user.addressCountryCode;
      if (!hasAddress) return null;
      return {
        address: user.address,
        city: user.city,
        countryCode: user.addressCountryCode,
        postalCode: user.postalCode,
        region: user.region,
      };
    },
    isVerified: (user) => user.tier !== "UNVERIFIED",
    agreeToTermsAndConditions: (user) => user.termsAcceptedAt !== null,
    isSkipMultiFactorAuthentication: (user) => !user.mfaEnabled,
    isComplete: (user) => isProfileComplete(user),
  },
  PublicUser: {
    userId: (user) => user.id,
    /** Spec 1 §3: a missing name displays as "Unknown". */
    name: (user) => user.name ?? "Unknown",
    isVerified: (user) => user.tier !== "UNVERIFIED",
  },
} satisfies Resolvers;
