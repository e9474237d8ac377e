// The benchmark's settings: environment knobs (see scripts/bench.mjs) and fixed constants.
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const PORT = Number(process.env.BENCH_PORT ?? 3250);
export const BASE = `http://127.0.0.1:${PORT}`;
export const DURATION = Number(process.env.BENCH_DURATION ?? 6);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Warm-up of each scenario before measuring (bench.mjs warmUp): loads of WARMUP_STEP seconds until
 * its request rate stops rising, at least WARMUP and at most WARMUP_MAX seconds.
 */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
export const WARMUP_MAX = Math.max(WARMUP, Number(process.env.BENCH_WARMUP_MAX ?? 24));
export const WARMUP_STEP = 2;
export const CONNECTIONS = 10;
/** Sequential requests per scenario for the Server-Timing medians and the SQL log. */
export const TIMING_SAMPLES = 5;
export const KB = 1024;

export const ATTENDEE = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026" };
export const EVENT_SLUG = "rooftop-jazz-night";
