// The benchmark's settings: environment knobs (see scripts/bench.mjs) and fixed constants.
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const PORT = Number(process.env.BENCH_PORT ?? 3250);
export const BASE = `http://127.0.0.1:${PORT}`;
/** The stock React Router page's server (scripts/bench/stock.mjs): its own port, next to the product's. */
export const STOCK_PORT = Number(process.env.BENCH_STOCK_PORT ?? PORT + 1);
export const STOCK_BASE = `http://127.0.0.1:${STOCK_PORT}`;
export const DURATION = Number(process.env.BENCH_DURATION ?? 6);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Seconds of load per scenario before measuring. Under load on this machine the signed-in
 * event page's CPU per request fell from 9.3 to 3.4 ms over its first 15 s (V8 optimising the
 * request path), the door scan's from 7.0 to 2.9 ms over some 9 s; 4 s measured them half-warm.
 * Stopping once the rate no longer rose was tried: the machine's noise stopped it after 6 s.
 */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
export const CONNECTIONS = 10;
/** Sequential requests per scenario for the Server-Timing medians and the SQL log. */
export const TIMING_SAMPLES = 5;
export const KB = 1024;

export const ATTENDEE = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026", userName: "samrivera" };
/** The demo club's owner, who grants the trader the points of the trade-accept scenario's trades. */
export const HOST = { email: "maya@demo.events-platform.test", password: "DemoHost#2026" };
/** The second member of the demo club (api/clubs/points/seed.ts): sends the attendee the trades they accept. */
export const TRADER = { email: "jordan@demo.events-platform.test", password: "DemoSupport#2026", userName: "jordan.support" };
export const EVENT_SLUG = "rooftop-jazz-night";
/** The demo club (api/clubs/seed.ts): the attendee is a member; the buy-points scenario orders its default points package. */
export const CLUB_SLUG = "mayas-night-owls";
/** The demo pie (api/pies/seed.ts): Maya's; the attendee holds slices and buys more in the slice-purchase scenario. */
export const PIE_SLUG = "mayas-night-pie";
