// The database's announcements of committed changes. Triggers (migration
// 0002_change_feed) call pg_notify on CHANGE_CHANNEL with a tag naming what changed;
// Postgres delivers them after commit, in commit order, to every listening connection
// of every instance.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Logger } from "pino";

export const CHANGE_CHANNEL = "cache_invalidation";
const SYNC_PREFIX = "sync:";
/** A sync that takes longer than this gives up on the cache (cleared) rather than block a request. */
const SYNC_TIMEOUT_MS = 2_000;
const RECONNECT_DELAY_MS = 1_000;

export interface ChangeFeed {
  /** Listeners: a changed tag, or a reset (changes may have been missed: forget everything). */
  subscribe(onChange: (tag: string) => void, onReset: () => void): void;
  /** False while changes may be missed (the listening connection is down). */
  readonly live: boolean;
  /** Resolves once every change committed before the call has been delivered. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

type Listener = { onChange: (tag: string) => void; onReset: () => void };

function fanOut(listeners: Listener[], tag: string): void {
  for (const listener of listeners) listener.onChange(tag);
}

/**
 * PGlite is one connection in this process, and it hands its notifications to listeners
 * before the statement that committed them returns: a reader after a writer always finds
 * the change delivered, so sync has nothing to wait for.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners: Listener[] = [];
  const unlisten = await client.listen(CHANGE_CHANNEL, (tag) => fanOut(listeners, tag));
  return {
    live: true,
    subscribe(onChange, onReset) {
      listeners.push({ onChange, onReset });
    },
    sync: () => Promise.resolve(),
    close: () => unlisten(),
  };
}

/**
 * On a Postgres server, one dedicated connection LISTENs. A lost connection resets the
 * listeners and the feed is not live until it is back. sync() sends a marker through the
 * same channel and waits for it: committed after everything the caller could have seen,
 * it arrives after all of it. Concurrent callers share one marker.
 */
export function postgresChangeFeed(connectionString: string, logger: Logger): ChangeFeed {
  const listeners: Listener[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let markerCount = 0;
  const waiting = new Map<string, () => void>();
  /** The marker that will be sent next; callers arriving before it is sent join it. */
  let queued: Promise<void> | null = null;
  /**
   * The listening connection's last query. A marker is sent while the one before may still be
   * on its way, and a pg client takes one query at a time: a second call made while one runs
   * is queued by pg with a deprecation warning today, and refused from pg 9. A new connection
   * starts a new chain.
   */
  let lastQuery: Promise<unknown> = Promise.resolve();

  const reset = () => {
    live = false;
    for (const listener of listeners) listener.onReset();
    for (const release of waiting.values()) release();
    waiting.clear();
  };

  const connect = async () => {
    if (closed) return;
    // Named, so operators (and tests) can tell the listening connection apart.
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: "change-feed" });
    next.on("notification", (message) => {
      const tag = message.payload ?? "";
      if (tag.startsWith(SYNC_PREFIX)) {
        waiting.get(tag)?.();
        waiting.delete(tag);
      } else fanOut(listeners, tag);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "change feed connection lost; the read cache stands aside until it is back");
      void next.end().catch(() => undefined);
    });
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      reset();
      if (!closed) setTimeout(() => void connect(), RECONNECT_DELAY_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      client = next;
      lastQuery = Promise.resolve();
      // Whatever changed while nobody listened is unknown: start from empty.
      for (const listener of listeners) listener.onReset();
      live = true;
    } catch (error) {
      logger.warn({ err: error }, "change feed could not connect; retrying");
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(), RECONNECT_DELAY_MS).unref();
    }
  };

  const sendMarker = async () => {
    queued = null;
    const current = client;
    if (!current || !live) return;
    const marker = `${SYNC_PREFIX}${++markerCount}`;
    const arrived = new Promise<void>((resolve) => waiting.set(marker, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (!waiting.has(marker)) return resolve();
        waiting.delete(marker);
        // A connection that no longer answers: stand aside and connect again, rather than
        // make every request wait for it.
        logger.warn("change feed sync timed out; reconnecting, the read cache stands aside meanwhile");
        live = false;
        for (const listener of listeners) listener.onReset();
        void current.end().catch(() => undefined);
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    try {
      const sent = lastQuery.then(() => current.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, marker]));
      lastQuery = sent.catch(() => undefined);
      await sent;
      await Promise.race([arrived, timedOut]);
    } catch {
      waiting.delete(marker);
    } finally {
      clearTimeout(timer);
    }
  };

  void connect();

  return {
    get live() {
      return live;
    },
    subscribe(onChange, onReset) {
      listeners.push({ onChange, onReset });
    },
    sync() {
      if (!live) return Promise.resolve();
      // Sent on a later tick, so that every caller of this turn shares the marker.
      queued ??= new Promise<void>((resolve) => setImmediate(resolve)).then(sendMarker);
      return queued;
    },
    async close() {
      closed = true;
      live = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
