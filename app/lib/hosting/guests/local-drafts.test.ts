import { describe, expect, it } from "vitest";
import { clearDrafts } from "./local-drafts";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe("clearDrafts", () => {
  it("removes the send-event-message and send-invite-message keys and nothing else", () => {
    const storage = memoryStorage({
      "send-event-message:1": "a",
      "send-event-message:2": "b",
      "send-invite-message:1": "c",
      theme: "dark",
      "phone-code-expiry": "123",
    });
    clearDrafts(storage);
    expect(storage.keys()).toEqual(["theme", "phone-code-expiry"]);
  });

  it("does nothing without storage", () => {
    expect(() => clearDrafts(undefined)).not.toThrow();
  });
});
