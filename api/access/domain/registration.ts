// Sign-up with e-mail and password (spec 1 §2.1, §5). The account starts unverified and
// without a public handle; the answer signs the registrant in so the web app can resend
// the confirmation e-mail and later complete the profile.
import { z } from "zod";
import { users } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { conflict } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { dateOfBirth, emailAddress, newPassword, parseInput, personName, phoneNumber } from "../../kernel/validation.js";
import { findUserByEmail } from "../../account/domain/users.js";
import { currentTerms } from "./terms.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { sendVerificationEmail } from "./email-verification.js";
import { hashPassword } from "./passwords.js";
import { startSession, type ClientInfo } from "./sessions.js";

const genderChoices = { Male: "MALE", Female: "FEMALE", Other: "OTHER" } as const;

function registrationInput(deps: Pick<AuthDeps, "clock">) {
  return z.object({
    userName: emailAddress,
    password: newPassword,
    name: personName,
    dateOfBirth: dateOfBirth(deps.clock),
    phoneNumber,
    gender: z.enum(["Male", "Female", "Other"], { error: authMessages.genderInvalid }),
    agreeToTermsAndConditions: z.literal(true, { error: authMessages.termsRequired }),
  });
}

const emailTaken = () => conflict(authMessages.emailTaken, { userName: authMessages.emailTaken });

export async function registerWithPassword(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const form = parseInput(registrationInput(deps), input);
  // Checked first so a known address costs no password hashing; the insert below still
  // settles a race between two registrations of one address.
  if (await findUserByEmail(deps.db, form.userName)) throw emailTaken();
  const passwordHash = await hashPassword(form.password);
  const now = deps.clock();
  const registered = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: form.userName,
        passwordHash,
        name: form.name,
        dateOfBirth: form.dateOfBirth,
        phoneNumber: form.phoneNumber,
        gender: genderChoices[form.gender],
        termsAcceptedAt: now,
        // The agreement at sign-up is to the terms current now (spec 1 §3 Terms).
        termsVersion: (await currentTerms(tx, now))?.version ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return null;
    await sendVerificationEmail(deps, tx, user);
    return { user, session: await startSession({ ...deps, db: tx }, now, user.id, client) };
  });
  if (!registered) throw emailTaken();
  return issueAuthInfo(deps, registered.user, registered.session);
}

const availabilityInput = z.object({ email: emailAddress });

export async function isEmailAvailable(deps: Pick<AuthDeps, "db">, input: unknown): Promise<boolean> {
  const { email } = parseInput(availabilityInput, input);
  return (await findUserByEmail(deps.db, email)) === null;
}
