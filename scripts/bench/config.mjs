// The benchmark's settings: environment knobs (see scripts/bench.mjs) and fixed constants.
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const PORT = Number(process.env.BENCH_PORT ?? 3250);
export const BASE = `http://127.0.0.1:${PORT}`;
export const DURATION = Number(process.env.BENCH_DURATION ?? 6);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Seconds of load per scenario before measuring: the JIT settles in a few seconds, not one. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
export const CONNECTIONS = 10;
/** Sequential requests per scenario for the Server-Timing medians and the SQL log. */
export const TIMING_SAMPLES = 5;
export const KB = 1024;

export const ATTENDEE = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026" };
export const EVENT_SLUG = "rooftop-jazz-night";
