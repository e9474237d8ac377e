// The profile form and the second sign-up step (choosing the public handle).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users, type UserRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { profileMessages } from "../../../contract/account/messages.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { dateOfBirth, parseInput, personName, phoneNumber, userHandle } from "../../kernel/validation.js";
import { refuseWhileImpersonating } from "./lifecycle.js";
import type { Viewer } from "../../access/domain/viewer.js";
import { findUserByHandle, findUserById } from "./users.js";

/** Omitted or null fields stay as they are; an empty bio clears it. */
export interface ProfileChanges {
  name?: string | null;
  userName?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
}

function profileChanges(deps: DomainDeps) {
  const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);
  return z.object({
    name: optional(personName),
    userName: optional(userHandle),
    // NOT_DISCLOSED exists in the vocabulary but is not offered as a choice (spec 1 §2.1).
    gender: optional(z.enum(["MALE", "FEMALE", "OTHER"], { error: authMessages.genderInvalid })),
    dateOfBirth: optional(dateOfBirth(deps.clock)),
    phoneNumber: optional(phoneNumber),
    bio: optional(z.string().trim().max(500, profileMessages.bioTooLong)),
  });
}

const handleTaken = () => badUserInput(profileMessages.userNameTaken, { userName: profileMessages.userNameTaken });

/** Staff acting as the member may change the profile, but not its phone number: it signs in. */
export async function updateProfile(deps: DomainDeps, viewer: Viewer, changes: ProfileChanges): Promise<UserRow> {
  const userId = viewer.userId;
  const valid = parseInput(profileChanges(deps), changes);
  const current = await findUserById(deps.db, userId);
  if (!current) throw notFound(commonMessages.notFound);
  if (valid.userName && valid.userName !== current.userName) {
    const holder = await findUserByHandle(deps.db, valid.userName);
    if (holder) throw handleTaken();
  }
  const phoneChanged = valid.phoneNumber !== undefined && valid.phoneNumber !== current.phoneNumber;
  if (phoneChanged) refuseWhileImpersonating(viewer);
  try {
    const [updated] = await deps.db
      .update(users)
      .set({
        name: valid.name,
        userName: valid.userName,
        gender: valid.gender,
        dateOfBirth: valid.dateOfBirth,
        phoneNumber: valid.phoneNumber,
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
        bio: valid.bio === undefined ? undefined : valid.bio || null,
        updatedAt: deps.clock(),
      })
      .where(eq(users.id, userId))
      .returning();
    return updated;
  } catch (error) {
    // Two people claiming the same free handle at once: the unique index decides.
    if (isUniqueViolation(error, "users_user_name_key")) throw handleTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const details = cause as Error & { code?: string; constraint?: string };
    if (details.code === "23505" && details.constraint === constraint) return true;
  }
  return false;
}
