// A software authenticator for API tests: makes the attestation and assertion a browser
// would send, with a real P-256 key, so the server's verification runs for real.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface SoftwarePasskey {
  credentialId: string;
  privateKey: KeyObject;
  counter: number;
  userHandle: string | null;
}

interface Ceremony {
  origin: string;
  rpId: string;
  /** Override the challenge the browser signs (to test a mismatch). */
  challenge?: string;
  userVerified?: boolean;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options = { challenge: string; user?: { id: string } } & Record<string, any>;

/** navigator.credentials.create(): a new ES256 passkey and the RegistrationResponseJSON. */
export function createPasskey(options: Options, ceremony: Ceremony) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
  ]);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const flags = FLAG_UP | FLAG_AT | (ceremony.userVerified === false ? 0 : FLAG_UV);
  const authData = Buffer.concat([
    sha256(ceremony.rpId),
    Buffer.from([flags]),
    uint32(0),
    Buffer.alloc(16),
    idLength,
    credentialId,
    Buffer.from(isoCBOR.encode(coseKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", new Uint8Array(authData)],
    ]),
  );
  const passkey: SoftwarePasskey = { credentialId: b64url(credentialId), privateKey, counter: 0, userHandle: options.user?.id ?? null };
  const response = {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", ceremony.challenge ?? options.challenge, ceremony.origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
  };
  return { passkey, response };
}

/** navigator.credentials.get(): an assertion signed by the passkey; bumps its counter unless told the counter to send. */
export function assertPasskey(passkey: SoftwarePasskey, options: Options, ceremony: Ceremony & { counter?: number }) {
  const counter = ceremony.counter ?? passkey.counter + 1;
  passkey.counter = Math.max(passkey.counter, counter);
  const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
  const authData = Buffer.concat([sha256(ceremony.rpId), Buffer.from([flags]), uint32(counter)]);
  const clientDataJSON = clientData("webauthn.get", ceremony.challenge ?? options.challenge, ceremony.origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle ?? undefined,
    },
  };
}
