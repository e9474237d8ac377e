import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { decideOffline, emptyState, enqueue, offlineStore, passHashOf, syncQueue, withPasses, type OfflineState, type QueuedScan } from "./offline-queue";

const pass = (passHash: string, scanCount = 0) => ({ passHash, ticketId: `t-${passHash}`, ticketType: "General", holderName: "Dana", scanCount, firstSeen: null });
const scan = (nonce: string, scannedAt: string): QueuedScan => ({ nonce, code: `code-${nonce}`, zoneId: null, scannedAt });

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("deciding offline", () => {
  test("admits a known pass up to its zone's scans, then says already scanned", () => {
    let state = withPasses(emptyState(1), [pass("a")], 1);
    const first = decideOffline(state, "a", "2026-11-25T20:00:00.000Z");
    expect(first.decision).toMatchObject({ status: "OK", scanCount: 1, firstSeen: "2026-11-25T20:00:00.000Z", ticketType: "General" });
    state = first.state;
    const second = decideOffline(state, "a", "2026-11-25T20:01:00.000Z");
    expect(second.decision).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1, firstSeen: "2026-11-25T20:00:00.000Z" });
  });

  test("counts scans the API already made, and knows nothing of other passes", () => {
    const state = withPasses(emptyState(2), [pass("a", 2)], 2);
    expect(decideOffline(state, "a", "2026-11-25T20:00:00.000Z").decision.status).toBe("ALREADY_SCANNED");
    expect(decideOffline(state, "zzz", "2026-11-25T20:00:00.000Z").decision).toMatchObject({ status: "UNKNOWN", ticketId: null });
  });
});

describe("the queue", () => {
  test("keeps one entry per nonce", () => {
    const state = enqueue(enqueue(emptyState(1), scan("n1", "2026-11-25T20:00:00.000Z")), scan("n1", "2026-11-25T20:00:00.000Z"));
    expect(state.queue).toHaveLength(1);
  });

  test("syncs in scan order, each answered scan leaving the queue, and stops when the connection is still down", async () => {
    let state: OfflineState = emptyState(1);
    state = enqueue(state, scan("late", "2026-11-25T20:05:00.000Z"));
    state = enqueue(state, scan("early", "2026-11-25T20:00:00.000Z"));
    state = enqueue(state, scan("third", "2026-11-25T20:09:00.000Z"));
    const sentNonces: string[] = [];
    const answers: string[] = [];
    const result = await syncQueue<string>(
      () => state,
      (next) => (state = next),
      async (queued) => {
        if (queued.nonce === "third") return { sent: false };
        sentNonces.push(queued.nonce);
        return { sent: true, answer: `answer-${queued.nonce}` };
      },
      (_queued, answer) => answers.push(answer),
    );
    expect(sentNonces).toEqual(["early", "late"]);
    expect(answers).toEqual(["answer-early", "answer-late"]);
    expect(result).toEqual({ sent: 2, left: 1 });
    expect(state.queue.map((queued) => queued.nonce)).toEqual(["third"]);
  });

  test("survives in storage, and a broken copy reads as empty", () => {
    const storage = memoryStorage();
    const store = offlineStore(storage, "door:e:all", 1);
    store.write(enqueue(emptyState(1), scan("n1", "2026-11-25T20:00:00.000Z")));
    expect(offlineStore(storage, "door:e:all", 1).read().queue).toHaveLength(1);
    storage.setItem("door:e:all", "{not json");
    expect(store.read()).toEqual(emptyState(1));
  });
});

test("hashes a pass as the API does (SHA-256 hex of the trimmed code)", async () => {
  expect(await passHashOf(" 1.abc.def ")).toBe(createHash("sha256").update("1.abc.def").digest("hex"));
});
