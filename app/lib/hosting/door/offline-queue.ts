// Scanning offline (JavaScript on): the door page keeps its zone's admissible passes (hashes,
// never passes) and, while the connection is down, decides scans on the device, queues them
// with their nonce and time, and sends them when it returns; the API's answer then replaces
// the local one. Pure state changes plus a small storage wrapper, so the rules are testable.

export interface OfflinePassEntry {
  passHash: string;
  ticketId: string;
  ticketType: string;
  holderName: string | null | undefined;
  scanCount: number;
  firstSeen: string | null | undefined;
}

export interface QueuedScan {
  nonce: string;
  code: string;
  zoneId: string | null;
  /** The device's time of the scan (ISO). */
  scannedAt: string;
}

export interface OfflineState {
  maxScans: number;
  passes: Record<string, OfflinePassEntry>;
  queue: QueuedScan[];
}

export interface LocalDecision {
  status: "OK" | "ALREADY_SCANNED" | "UNKNOWN";
  ticketId: string | null;
  ticketType: string | null;
  holderName: string | null;
  scanCount: number;
  maxScans: number;
  firstSeen: string | null;
  scannedAt: string;
}

export function emptyState(maxScans: number): OfflineState {
  return { maxScans, passes: {}, queue: [] };
}

/** Fresh passes from the API; the scans still queued keep counting on top of them. */
export function withPasses(state: OfflineState, passes: readonly OfflinePassEntry[], maxScans: number): OfflineState {
  return { ...state, maxScans, passes: Object.fromEntries(passes.map((pass) => [pass.passHash, { ...pass }])) };
}

/** Decides a scan on the device: admitted while the ticket has scans left, by the passes it knows. */
export function decideOffline(state: OfflineState, passHash: string, scannedAt: string): { decision: LocalDecision; state: OfflineState } {
  const pass = state.passes[passHash];
  if (!pass) {
    const decision: LocalDecision = { status: "UNKNOWN", ticketId: null, ticketType: null, holderName: null, scanCount: 0, maxScans: state.maxScans, firstSeen: null, scannedAt };
    return { decision, state };
  }
  const admit = pass.scanCount < state.maxScans;
  const updated = admit ? { ...pass, scanCount: pass.scanCount + 1, firstSeen: pass.firstSeen ?? scannedAt } : pass;
  const decision: LocalDecision = {
    status: admit ? "OK" : "ALREADY_SCANNED",
    ticketId: pass.ticketId,
    ticketType: pass.ticketType,
    holderName: pass.holderName ?? null,
    scanCount: updated.scanCount,
    maxScans: state.maxScans,
    firstSeen: updated.firstSeen ?? null,
    scannedAt,
  };
  return { decision, state: { ...state, passes: { ...state.passes, [passHash]: updated } } };
}

export function enqueue(state: OfflineState, scan: QueuedScan): OfflineState {
  if (state.queue.some((queued) => queued.nonce === scan.nonce)) return state;
  return { ...state, queue: [...state.queue, scan] };
}

export function dequeue(state: OfflineState, nonce: string): OfflineState {
  return { ...state, queue: state.queue.filter((queued) => queued.nonce !== nonce) };
}

/** What sending one queued scan gave: the API's answer, or no connection (try again later). */
export type SendOutcome<Answer> = { sent: true; answer: Answer } | { sent: false };

/**
 * Sends the queue in scan order, one at a time (the API settles by scan time anyway). Stops
 * at the first scan that cannot be sent; each answered scan leaves the queue at once, so a
 * sync cut short never sends a scan twice under a new nonce (a resend repeats its nonce).
 */
export async function syncQueue<Answer>(
  read: () => OfflineState,
  write: (state: OfflineState) => void,
  send: (scan: QueuedScan) => Promise<SendOutcome<Answer>>,
  onAnswer: (scan: QueuedScan, answer: Answer) => void,
): Promise<{ sent: number; left: number }> {
  let sent = 0;
  for (const scan of [...read().queue].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))) {
    const outcome = await send(scan);
    if (!outcome.sent) break;
    write(dequeue(read(), scan.nonce));
    onAnswer(scan, outcome.answer);
    sent++;
  }
  return { sent, left: read().queue.length };
}

/** SHA-256 of a pass, hex, as the API lists them; null where the browser offers no digest (not a secure context). */
export async function passHashOf(code: string): Promise<string | null> {
  if (typeof crypto === "undefined" || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code.trim()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The device's copy, kept in localStorage per event and zone; a broken or missing copy reads as empty. */
export function offlineStore(storage: Pick<Storage, "getItem" | "setItem">, key: string, maxScans: number) {
  return {
    read(): OfflineState {
      try {
        const parsed = JSON.parse(storage.getItem(key) ?? "null") as OfflineState | null;
        return parsed && Array.isArray(parsed.queue) && parsed.passes ? parsed : emptyState(maxScans);
      } catch {
        return emptyState(maxScans);
      }
    },
    write(state: OfflineState): void {
      try {
        storage.setItem(key, JSON.stringify(state));
      } catch {
        // A full storage keeps the page working on what it already holds.
      }
    },
  };
}

export function offlineStoreKey(eventId: string, zoneId: string | null): string {
  return `door:${eventId}:${zoneId ?? "all"}`;
}
