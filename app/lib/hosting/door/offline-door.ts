// The door page's device copy in the browser (JavaScript on): the zone's passes and the
// queue of scans made offline, in localStorage, told to the page when the queue changes.
import { decideOffline, enqueue, offlineStore, offlineStoreKey, passHashOf, withPasses, type LocalDecision, type OfflinePassEntry } from "./offline-queue";

export const QUEUE_CHANGED_EVENT = "door-queue-changed";

export function deviceStore(eventId: string, zoneId: string | null, maxScans: number) {
  return offlineStore(window.localStorage, offlineStoreKey(eventId, zoneId), maxScans);
}

export function storePasses(eventId: string, zoneId: string | null, maxScans: number, passes: readonly OfflinePassEntry[]): void {
  const store = deviceStore(eventId, zoneId, maxScans);
  store.write(withPasses(store.read(), passes, maxScans));
}

/** Decides a scan on this device and queues it for the API; the decision is shown as pending sync. */
export async function scanOffline(eventId: string, zoneId: string | null, maxScans: number, code: string, nonce: string): Promise<LocalDecision & { nonce: string }> {
  const store = deviceStore(eventId, zoneId, maxScans);
  const scannedAt = new Date().toISOString();
  const hash = await passHashOf(code);
  const { decision, state } = decideOffline(store.read(), hash ?? "", scannedAt);
  store.write(enqueue(state, { nonce, code: code.trim(), zoneId, scannedAt }));
  window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
  return { ...decision, nonce };
}

/** A failed fetch (no connection), as opposed to an answer that says no. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}
