// Drafts the browser keeps for a host (spec 1 §9): removed on sign-out, so the next person on
// a shared phone does not find them.
// (Kept here, not with the guest-list messages: the sign-out form in every page imports it.)

/** Spec 1 §9: browser storage keys cleared on sign-out begin with these. */
export const DRAFT_KEY_PREFIXES = ["send-event-message", "send-invite-message"] as const;

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
