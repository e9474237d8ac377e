// Passkeys (WebAuthn, spec 1 §2.1 and §7). Options come with an opaque token; the
// challenge they carry is stored server-side, bound to that token, expires quickly and
// can be answered once. Origin and RP ID are pinned to the web app's public URL.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import { passkeyCredentials, webauthnChallenges, type PasskeyCredentialRow } from "../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../kernel/errors.js";
import { passkeyMessages } from "../../../contract/access/messages.js";
import { deviceNameFrom } from "../../../contract/access/device-name.js";
import { isUuid } from "../../kernel/ids.js";
import { parseInput } from "../../kernel/validation.js";
import { findUserByEmail, findUserByHandle, findUserById } from "../../account/domain/users.js";
import { refuseWhileImpersonating } from "../../account/domain/lifecycle.js";
import type { Viewer } from "./viewer.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { hashOpaqueToken, newOpaqueToken } from "./secrets.js";
import { startSession, type ClientInfo } from "./sessions.js";
import { normalizeLogin } from "./sign-in.js";

/** How long options stay answerable. Browsers give the user up to a minute or two. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

type PasskeyDeps = Pick<AuthDeps, "db" | "clock" | "publicUrl" | "productName">;

/** The relying party: the web app the browser is on. */
export function relyingParty(publicUrl: string): { origin: string; rpID: string } {
  const url = new URL(publicUrl);
  return { origin: url.origin, rpID: url.hostname };
}

async function storeChallenge(deps: PasskeyDeps, purpose: "register" | "login", userId: string | null, challenge: string) {
  const now = deps.clock();
  const token = newOpaqueToken();
  // Expired challenges are useless; sweep them as new ones are made.
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now.getTime() - 3600_000)));
  await deps.db.insert(webauthnChallenges).values({
    tokenHash: hashOpaqueToken(token),
    purpose,
    userId,
    challenge,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return token;
}

/** Marks the challenge used in the same statement that finds it, so two answers cannot both pass. */
async function consumeChallenge(deps: PasskeyDeps, purpose: "register" | "login", token: string) {
  const now = deps.clock();
  const [row] = await deps.db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.tokenHash, hashOpaqueToken(token)),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw badUserInput(passkeyMessages.challengeInvalid);
  return row;
}

/** A uuid as the 16 bytes WebAuthn keeps as user.id (never personal data). */
function userHandleBytes(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ""), "hex"));
}

const registerOptionsInput = z.object({
  userName: z.string().trim().max(254).optional(),
  displayName: z.string().trim().max(100).optional(),
});

export async function passkeyRegistrationOptions(deps: PasskeyDeps, viewer: Viewer, input: unknown) {
  refuseWhileImpersonating(viewer);
  const userId = viewer.userId;
  const body = parseInput(registerOptionsInput, input ?? {});
  const user = await findUserById(deps.db, userId);
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", passkeyMessages.unknownCredential);
  const existing = await listPasskeys(deps, userId);
  const { rpID } = relyingParty(deps.publicUrl);
  const options = await generateRegistrationOptions({
    rpName: deps.productName,
    rpID,
    // The account decides the names, whatever the request says: a passkey must not be labelled as someone else.
    userName: user.email,
    userDisplayName: body.displayName || user.name || user.email,
    userID: userHandleBytes(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PASSKEY_CHALLENGE_TTL_MS - 30_000,
  });
  const token = await storeChallenge(deps, "register", user.id, options.challenge);
  return { options, token };
}

const registerInput = z.object({
  token: z.string().min(1).max(200),
  attestationResponse: z.looseObject({ id: z.string().min(1).max(1024), response: z.looseObject({}) }),
  deviceName: z.string().trim().max(60, passkeyMessages.deviceNameTooLong).optional(),
});

export async function registerPasskey(deps: PasskeyDeps, viewer: Viewer, input: unknown, userAgent?: string) {
  refuseWhileImpersonating(viewer);
  const userId = viewer.userId;
  const body = parseInput(registerInput, input);
  const challenge = await consumeChallenge(deps, "register", body.token);
  if (challenge.userId !== userId) throw badUserInput(passkeyMessages.challengeInvalid);
  const { origin, rpID } = relyingParty(deps.publicUrl);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.attestationResponse as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw badUserInput(passkeyMessages.responseInvalid);
  }
  if (!verification.verified) throw badUserInput(passkeyMessages.responseInvalid);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const now = deps.clock();
  const [row] = await deps.db
    .insert(passkeyCredentials)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceName: body.deviceName || deviceNameFrom(userAgent),
      backedUp: credentialBackedUp,
      createdAt: now,
    })
    .onConflictDoNothing({ target: passkeyCredentials.credentialId })
    .returning();
  if (!row) throw badUserInput(passkeyMessages.alreadyRegistered);
  return toPasskey(row);
}

const loginOptionsInput = z.object({ userName: z.string().trim().max(254).optional() });

/**
 * Options for a sign-in. With a user name, the account's passkeys are offered; without
 * one (or for an unknown name, so accounts cannot be probed) the browser offers its
 * discoverable credentials for this site.
 */
export async function passkeyLoginOptions(deps: PasskeyDeps, input: unknown) {
  const body = parseInput(loginOptionsInput, input ?? {});
  const login = body.userName ? normalizeLogin(body.userName) : "";
  const user = login ? (login.includes("@") ? await findUserByEmail(deps.db, login) : await findUserByHandle(deps.db, login)) : null;
  const credentials = user ? await listPasskeys(deps, user.id) : [];
  const { rpID } = relyingParty(deps.publicUrl);
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_MS - 30_000,
  });
  const token = await storeChallenge(deps, "login", credentials.length ? user!.id : null, options.challenge);
  return { options, token };
}

const loginInput = z.object({
  token: z.string().min(1).max(200),
  assertionResponse: z.looseObject({ id: z.string().min(1).max(1024), response: z.looseObject({}) }),
});

/**
 * Signs in with a passkey. A passkey with user verification is already two factors
 * (the device, and the biometric or PIN that unlocks it) and cannot be phished, so the
 * answer skips the second-factor step (docs/decisions/0009).
 */
export async function signInWithPasskey(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const body = parseInput(loginInput, input);
  const challenge = await consumeChallenge(deps, "login", body.token);
  const response = body.assertionResponse as unknown as AuthenticationResponseJSON;
  const [stored] = await deps.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, response.id));
  if (!stored || (challenge.userId && stored.userId !== challenge.userId)) {
    throw new DomainError("AUTH_INVALID_CREDENTIALS", passkeyMessages.unknownCredential);
  }
  const { origin, rpID } = relyingParty(deps.publicUrl);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
    });
  } catch (error) {
    const message = error instanceof Error && /counter/i.test(error.message) ? passkeyMessages.counterRegressed : passkeyMessages.responseInvalid;
    throw new DomainError("AUTH_INVALID_CREDENTIALS", message);
  }
  if (!verification.verified) throw new DomainError("AUTH_INVALID_CREDENTIALS", passkeyMessages.responseInvalid);
  const now = deps.clock();
  // Conditional on the counter we checked, so two concurrent uses of a cloned key cannot both win.
  const updated = await deps.db
    .update(passkeyCredentials)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeyCredentials.id, stored.id), eq(passkeyCredentials.counter, stored.counter)))
    .returning({ id: passkeyCredentials.id });
  if (updated.length === 0) throw new DomainError("AUTH_INVALID_CREDENTIALS", passkeyMessages.counterRegressed);
  const user = await findUserById(deps.db, stored.userId);
  if (!user) throw new DomainError("AUTH_INVALID_CREDENTIALS", passkeyMessages.unknownCredential);
  const session = await startSession(deps, now, user.id, client);
  const info = await issueAuthInfo(deps, user, session);
  return { ...info, skipMultiFactorAuthentication: true };
}

export interface Passkey {
  id: string;
  credentialId: string;
  deviceName: string;
  transports: string[];
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

function toPasskey(row: PasskeyCredentialRow): Passkey {
  return {
    id: row.id,
    credentialId: row.credentialId,
    deviceName: row.deviceName,
    transports: row.transports,
    backedUp: row.backedUp,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

export async function listPasskeys(deps: DomainDeps, userId: string): Promise<Passkey[]> {
  const rows = await deps.db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
  return rows.map(toPasskey);
}

/** Deletes one of the user's own passkeys; another user's is reported as not found. */
export async function deletePasskey(deps: DomainDeps, viewer: Viewer, id: string): Promise<void> {
  refuseWhileImpersonating(viewer);
  const userId = viewer.userId;
  if (!isUuid(id)) throw notFound(passkeyMessages.credentialNotFound);
  const deleted = await deps.db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning({ id: passkeyCredentials.id });
  if (deleted.length === 0) throw notFound(passkeyMessages.credentialNotFound);
}
