// Fans the change feed out to the open summary streams: one subscription per process,
// each event's streams told when its door (scans, zones) or its tickets change. Changes
// arriving together are coalesced, so a busy door recounts at most a few times a second.
import type { ChangeFeed } from "../../../cache/change-feed.js";

/** How long changes are gathered before the summary is counted again. */
const COALESCE_MS = 200;

export interface SummaryHub {
  /** Calls `onChange` after changes to the event's door; returns the unsubscribe. */
  watch(eventId: string, onChange: () => void): () => void;
}

export function createSummaryHub(feed: ChangeFeed): SummaryHub {
  const watchers = new Map<string, Set<() => void>>();
  const pending = new Map<string, NodeJS.Timeout>();

  const notify = (eventId: string) => {
    if (!watchers.has(eventId) || pending.has(eventId)) return;
    pending.set(
      eventId,
      setTimeout(() => {
        pending.delete(eventId);
        for (const onChange of watchers.get(eventId) ?? []) onChange();
      }, COALESCE_MS),
    );
  };

  feed.subscribe(
    (tag) => {
      const separator = tag.indexOf(":");
      const prefix = tag.slice(0, separator);
      if (prefix === "door" || prefix === "event") notify(tag.slice(separator + 1));
    },
    // Changes may have been missed: every stream counts again.
    () => {
      for (const eventId of watchers.keys()) notify(eventId);
    },
  );

  return {
    watch(eventId, onChange) {
      let set = watchers.get(eventId);
      if (!set) watchers.set(eventId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) watchers.delete(eventId);
      };
    },
  };
}
