// How a change in the platform API reaches the page caches (docs/decisions/0007).
// In one process (the default) the API calls publish() directly. Several web
// instances, or an API running apart, share the messages through Redis pub/sub when
// REDIS_URL is set (server/redis-invalidation.ts); without it the short s-maxage of
// cached pages bounds how long another instance may show the old page.
import { EventEmitter } from "node:events";

export interface InvalidationBus {
  /** Tells every page cache that pages tagged `tag` (e.g. `event:<id>`) are out of date. */
  publish(tag: string): void;
  subscribe(listener: (tag: string) => void): () => void;
  close(): Promise<void>;
}

export function createLocalInvalidationBus(): InvalidationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(tag) {
      emitter.emit("tag", tag);
    },
    subscribe(listener) {
      emitter.on("tag", listener);
      return () => emitter.off("tag", listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
