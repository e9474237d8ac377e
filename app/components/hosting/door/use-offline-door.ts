// Keeps the door working offline (JavaScript on): downloads the zone's passes when the page
// opens, counts the scans waiting to be sent, and sends them when the connection returns.
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ShownScan } from "./scan-result";
import { syncQueue, type QueuedScan, type SendOutcome } from "~/lib/hosting/door/offline-queue";
import { QUEUE_CHANGED_EVENT, deviceStore, storePasses } from "~/lib/hosting/door/offline-door";

interface Options {
  eventId: string;
  zoneId: string | null;
  maxScans: number;
  passesPath: string;
  syncPath: string;
}

type SyncAnswer = { scan: ShownScan | null };

async function send(syncPath: string, scan: QueuedScan): Promise<SendOutcome<SyncAnswer>> {
  const body = new FormData();
  body.set("code", scan.code);
  body.set("zoneId", scan.zoneId ?? "");
  body.set("nonce", scan.nonce);
  body.set("scannedAt", scan.scannedAt);
  try {
    const response = await fetch(syncPath, { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.status >= 500) return { sent: false };
    return { sent: true, answer: (await response.json()) as SyncAnswer };
  } catch {
    return { sent: false };
  }
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a connection; true on the server. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
}

/** The scans waiting on this device to be sent, kept current as the queue changes. */
function usePendingCount(eventId: string, zoneId: string | null, maxScans: number): number {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener(QUEUE_CHANGED_EVENT, onChange);
    window.addEventListener("storage", onChange);
    return () => {
      window.removeEventListener(QUEUE_CHANGED_EVENT, onChange);
      window.removeEventListener("storage", onChange);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => deviceStore(eventId, zoneId, maxScans).read().queue.length, () => 0);
}

export function useOfflineDoor({ eventId, zoneId, maxScans, passesPath, syncPath }: Options) {
  const pending = usePendingCount(eventId, zoneId, maxScans);
  const online = useOnline();
  /** The API's answers to scans first decided on this device, by their nonce. */
  const [synced, setSynced] = useState<Record<string, ShownScan>>({});

  const download = useCallback(async () => {
    try {
      const response = await fetch(passesPath, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const { passes } = (await response.json()) as { passes: Parameters<typeof storePasses>[3] };
      storePasses(eventId, zoneId, maxScans, passes);
    } catch {
      // Offline: keep the passes already on the device.
    }
  }, [eventId, zoneId, maxScans, passesPath]);

  const sync = useCallback(async () => {
    const store = deviceStore(eventId, zoneId, maxScans);
    if (store.read().queue.length === 0) return;
    await syncQueue<SyncAnswer>(store.read, store.write, (scan) => send(syncPath, scan), (scan, answer) => {
      if (answer.scan) setSynced((previous) => ({ ...previous, [scan.nonce]: answer.scan! }));
    });
    window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
    await download();
  }, [eventId, zoneId, maxScans, syncPath, download]);

  useEffect(() => {
    void sync().then(download);
    const goOnline = () => void sync();
    window.addEventListener("online", goOnline);
    return () => window.removeEventListener("online", goOnline);
  }, [sync, download]);

  return { pending, online, synced };
}
