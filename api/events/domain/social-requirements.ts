// Social account requirements (spec 2 §3 optInSocialAccountRequirements, §7 "connect a social
// account"): a host asks guests to connect some social accounts to their profile, and may
// require them, in which case no ticket (RSVP, approval request, purchase) is given until they
// are connected. The event's creator is never refused.
import { z } from "zod";
import type { Database } from "../../db/client.js";
import type { EventRow } from "../../db/schema.js";
import { badUserInput } from "../../kernel/errors.js";
import { socialConnectionsOf } from "../../account/domain/social-connections.js";
import { SHOWN_SOCIAL_PROVIDERS, SOCIAL_PROVIDER_LABELS, type ShownSocialProvider } from "../../../contract/account/profile.js";
import { socialRequirementMessages as m } from "../../../contract/events/messages.js";

/** The requirements as the Settings tab sends them: one per account at most, in the order of the list of accounts. */
export const socialRequirementsSchema = z
  .array(z.object({ scheme: z.enum(SHOWN_SOCIAL_PROVIDERS, m.unknownAccount), isRequired: z.boolean() }))
  .nullish()
  .transform((requirements) => {
    const byScheme = new Map((requirements ?? []).map((requirement) => [requirement.scheme, requirement]));
    return SHOWN_SOCIAL_PROVIDERS.flatMap((scheme) => (byScheme.has(scheme) ? [byScheme.get(scheme)!] : []));
  });

/** The accounts a guest must connect before a ticket: none unless the event switched the requirements on. */
export function requiredSocialAccounts(event: Pick<EventRow, "optInSocialAccountRequirements" | "socialAccountRequirements">): ShownSocialProvider[] {
  if (!event.optInSocialAccountRequirements) return [];
  return event.socialAccountRequirements
    .filter((requirement) => requirement.isRequired)
    .map((requirement) => requirement.scheme)
    .filter((scheme): scheme is ShownSocialProvider => (SHOWN_SOCIAL_PROVIDERS as readonly string[]).includes(scheme));
}

/** The required accounts the user has not connected yet (one query, and only when the event requires any). */
export async function missingSocialAccounts(db: Database, event: EventRow, userId: string): Promise<ShownSocialProvider[]> {
  const required = requiredSocialAccounts(event);
  if (required.length === 0 || event.createdByUserId === userId) return [];
  const connected = new Set((await socialConnectionsOf(db, [userId])).get(userId)?.map((connection) => connection.provider));
  return required.filter((scheme) => !connected.has(scheme));
}

/** Refuses a ticket while a required account is not connected; the message names each one. */
export async function assertSocialAccountsConnected(db: Database, event: EventRow, userId: string): Promise<void> {
  const missing = await missingSocialAccounts(db, event, userId);
  if (missing.length === 0) return;
  const message = m.mustConnect(namesOf(missing));
  throw badUserInput(message, { socialAccounts: message });
}

/** "YouTube", "X and YouTube", "X, YouTube and Twitch". */
export function namesOf(schemes: readonly ShownSocialProvider[]): string {
  return new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(schemes.map((scheme) => SOCIAL_PROVIDER_LABELS[scheme]));
}
