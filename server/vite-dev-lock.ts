// The web-server integration tests each start a Vite dev server with the React Router
// plugin, whose type generation first deletes .react-router/types and then writes it again.
// Two at once (two test workers) delete each other's files mid-write (ENOENT on
// +future.ts). This lock lets one such server run at a time, across worker processes.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LOCK = join(tmpdir(), "events-platform-vite-dev.lock");
/** A lock older than this was left by a test run that died: taken over. */
const STALE_MS = 5 * 60_000;

/** Waits for the lock; returns its release. */
export async function holdViteDevLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
