// Rules about a user's profile that the auth info and the user API both report.
import type { UserRow } from "../../db/schema.js";

type ProfileFields = Pick<UserRow, "name" | "userName" | "dateOfBirth" | "phoneNumber" | "gender">;

/** Spec 1 §5: complete when name, userName, dateOfBirth, phoneNumber and gender are all present. */
export function isProfileComplete(user: ProfileFields): boolean {
  return Boolean(user.name && user.userName && user.dateOfBirth && user.phoneNumber && user.gender);
}

/** Whole years since a yyyy-MM-dd birth date, on the given day (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  const hadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}
