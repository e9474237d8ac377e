// A second instance of the built app (build/node/index.js), for the specs that
// need one beside the suite's server: a deployment, an instance with no API.
import { spawn, type ChildProcess } from "node:child_process";

/** A first start migrates and seeds a new database; on a loaded 2-core machine that has taken over 30 s. */
export const INSTANCE_BOOT_TIMEOUT = 90_000;

/**
 * Starts build/node/index.js on `port` with only `settings` over PATH and NODE_ENV: nothing
 * of the runner's own environment leaks in (CI runs the suite with DATABASE_URL set, which
 * would make any instance a deployment). Resolves when /healthz answers; rejects with the
 * instance's stderr when it stops or does not answer within INSTANCE_BOOT_TIMEOUT.
 */
export async function startInstance(port: number, settings: Record<string, string | undefined>): Promise<ChildProcess> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "error" };
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  const server = spawn(process.execPath, ["build/node/index.js"], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  server.stderr?.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + INSTANCE_BOOT_TIMEOUT;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the instance on port ${port} stopped: ${stderr}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopInstance(server);
  throw new Error(`the instance on port ${port} did not start in ${INSTANCE_BOOT_TIMEOUT / 1000} s: ${stderr}`);
}

export async function stopInstance(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}
