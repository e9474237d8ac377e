// Drafts the browser keeps for a host (spec 1 §9): removed on sign-out, so the next person on
// a shared phone does not find them.
import { DRAFT_KEY_PREFIXES } from "../../../../contract/hosting/guests-messages";

export function clearDrafts(storage: Pick<Storage, "length" | "key" | "removeItem"> | undefined): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && DRAFT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** For an onSubmit handler: clears the drafts when the browser lets us (storage may be off). */
export function clearDraftsOnSignOut(): void {
  try {
    clearDrafts(window.localStorage);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
