// The Content-Security-Policy nonce of each response: 128 random bits, base64. Asking the
// system's random generator for 16 bytes costs about as much as asking it for 4 KB, and on
// the cached public event page one such call per request was an eighth of the server's CPU
// (a profile under `npm run bench`). So bytes are drawn 4 KB at a time and each nonce takes
// the next 16: every nonce is still fresh, unpredictable and used once.
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW);
let taken = NONCES_PER_DRAW;

export function cspNonce(): string {
  if (taken === NONCES_PER_DRAW) {
    randomFillSync(pool);
    taken = 0;
  }
  const start = taken * NONCE_BYTES;
  taken += 1;
  return pool.toString("base64", start, start + NONCE_BYTES);
}
