// The notification streams' budget (DESIGN.md §6): 1,000 open bell streams on one instance
// cost < 200 MB extra memory, and a new notification reaches all of them within 1 s.
// Runs alone (not part of `npm run bench`), on the built app:
//
//   npm run build && node scripts/bench/notification-streams.mjs   # BENCH_STREAMS=1000
//
// The demo host signs in through the web app; every stream is the bell's EventSource request
// (/notifications/live, passed through to the API's /api/notifications/stream). The server's
// resident memory is read before and after opening them; then the demo attendee asks to join
// a fresh approval-only event of the host's, and the time until every stream has told the new
// count is measured.
import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { BASE } from "./config.mjs";
import { nextAddress, raw, sleep } from "./http.mjs";
import { halt, prepareServer, waitForServer } from "./server.mjs";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const BUDGET = { extraMb: 200, deliveryMs: 1000 };
const HOST = { email: "maya@demo.events-platform.test", password: "DemoHost#2026" };
const GUEST = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026" };

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function webCookie(who) {
  const r = await raw("/auth/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextAddress() },
    body: new URLSearchParams({ intent: "password", userName: who.email, password: who.password }).toString(),
  });
  if (r.status !== 302) throw new Error(`signing in ${who.email} answered ${r.status}`);
  return [].concat(r.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

async function apiToken(who) {
  const r = await raw("/api/auth/password/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ userName: who.email, password: who.password }),
  });
  return JSON.parse(r.body.toString()).token;
}

async function graphql(token, query, variables) {
  const r = await raw("/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = JSON.parse(r.body.toString());
  if (answer.errors) throw new Error(`bench: ${answer.errors[0].message}`);
  return answer.data;
}

/** One bell stream: resolves when open; `counts` collects the unread counts it is told. */
function openStream(cookie) {
  return new Promise((resolve, reject) => {
    const stream = { counts: [], onCount: null, request: null };
    const req = httpRequest(`${BASE}/notifications/live`, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (data) {
            stream.counts.push(JSON.parse(data[1]).unreadCount);
            stream.onCount?.();
          }
        }
      });
      resolve(stream);
    });
    stream.request = req;
    req.on("error", reject);
    req.end();
  });
}

const server = await prepareServer();
const child = server.start();
try {
  await waitForServer(child);
  const hostCookie = await webCookie(HOST);
  const hostToken = await apiToken(HOST);
  const guestToken = await apiToken(GUEST);
  const start = new Date(Date.now() + 14 * 24 * 3600_000);
  const { event } = await graphql(hostToken, `mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId } } }`, {
    input: { eventType: "PARTY", displayName: "Stream Bench Party", startDate: start.toISOString(), endDate: new Date(start.getTime() + 3600_000).toISOString(), timeZone: "UTC", isPrivate: false, isListed: false },
  });
  const eventId = event.create.eventId;
  const saved = await graphql(hostToken, `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`, {
    eventId,
    input: { ticketType: "Guest list", kind: "FREE", isRequiredApproval: true, isPrivate: false, isActive: true, optInShowTicketAmount: false },
  });
  await graphql(hostToken, `mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`, { eventId });

  // Warm up with as many streams as are measured, then close them: the start's memory (migrations,
  // seeding) is given back and the stream path is compiled before the baseline. The resident size
  // while the measured streams are open, against the settled baseline, is their cost.
  const openAll = async () => {
    const opened = [];
    for (let i = 0; i < STREAMS; i += 50) opened.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(hostCookie)))));
    // Every stream has told its first count.
    while (opened.some((s) => s.counts.length === 0)) await sleep(50);
    return opened;
  };
  for (const s of await openAll()) s.request.destroy();
  const settled = async () => {
    const samples = [];
    for (let i = 0; i < 10; i += 1) {
      await sleep(1000);
      samples.push(rssMb(child.pid));
    }
    return Math.min(...samples);
  };
  const before = await settled();
  const streams = await openAll();
  await sleep(2000);
  const after = rssMb(child.pid);
  const firstCount = streams[0].counts[0];

  const told = Promise.all(
    streams.map(
      (s) =>
        new Promise((resolve) => {
          const check = () => s.counts.at(-1) > firstCount && resolve();
          s.onCount = check;
          check();
        }),
    ),
  );
  const sent = performance.now();
  await graphql(guestToken, `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`, {
    input: { eventId, eventTicketId: saved.event.saveTicket.eventTicketId, response: "ACCEPT" },
  });
  const timeout = sleep(10_000).then(() => "timeout");
  const outcome = await Promise.race([told, timeout]);
  const deliveryMs = outcome === "timeout" ? Infinity : performance.now() - sent;
  for (const s of streams) s.request.destroy();

  const extraMb = after - before;
  console.log(`notification streams: ${STREAMS} open, ${extraMb.toFixed(1)} MB resident change (budget < ${BUDGET.extraMb}), new notification on all in ${deliveryMs.toFixed(0)} ms (budget < ${BUDGET.deliveryMs})`);
  if (extraMb < 0) {
    // The server gave back more memory (its start's) than the streams took: the resident size cannot tell.
    console.log("memory inconclusive: the server's resident size fell while the streams opened");
    process.exitCode = deliveryMs < BUDGET.deliveryMs ? 2 : 1;
  } else {
    const ok = extraMb < BUDGET.extraMb && deliveryMs < BUDGET.deliveryMs;
    console.log(ok ? "within budget" : "OVER BUDGET");
    process.exitCode = ok ? 0 : 1;
  }
} finally {
  await halt(child);
  await server.cleanUp();
}
