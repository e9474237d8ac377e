// Running an event at scale (DESIGN.md §6): the approval page of an event with 10,000
// attendees (the "approval-10k" scenario, measured), one bulk approval of 1,000
// attendees ≤ 2 s, and the CSV export of 100,000 attendees with the server's memory growing
// ≤ 100 MB.
//
// Signing up 111,000 people through the product would take hours, so the crowds are written
// straight into the database while the server is stopped: the events and their tickets are
// made through the API first (as any host makes them), then the people, their attendee rows
// and their pending tickets with one set-based statement per crowd. Everything measured goes
// through the web app, as a host's browser sends it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { raw, sleep } from "./http.mjs";

export const CROWDS = { page: 10_000, bulk: 1_000, bulkRuns: 3, export: 100_000 };
export const HOSTING_BUDGETS = { bulkApprovalMs: 2_000, exportGrowthMb: 100 };

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** An approval-only event of the signed-in bench member's, with an unlimited ticket: its id and the ticket's. */
async function approvalEvent(graphql, name) {
  const start = new Date(Date.now() + 14 * 24 * 3600_000);
  const { create } = await graphql(`mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId } } }`, {
    input: { eventType: "PARTY", displayName: name, startDate: start.toISOString(), endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(), timeZone: "Europe/Berlin", isPrivate: false, isListed: false },
  });
  const { saveTicket } = await graphql(`mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`, {
    eventId: create.eventId,
    input: { ticketType: "Guest list", kind: "FREE", limitedAmount: null, isRequiredApproval: true, isPrivate: false, isActive: true, optInShowTicketAmount: false },
  });
  await graphql(`mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`, { eventId: create.eventId });
  return { eventId: create.eventId, ticketId: saveTicket.eventTicketId };
}

/** The events the crowds will join (empty until `seedCrowds`). */
export async function crowdEvents(graphql) {
  const bulk = [];
  for (let run = 1; run <= CROWDS.bulkRuns; run += 1) bulk.push({ ...(await approvalEvent(graphql, `Bench Bulk ${run}`)), size: CROWDS.bulk });
  return {
    page: { ...(await approvalEvent(graphql, "Bench Crowd")), size: CROWDS.page },
    bulk,
    export: { ...(await approvalEvent(graphql, "Bench Export")), size: CROWDS.export },
  };
}

// One statement per crowd: the people (with the ages and genders the statistics read), their
// place on the event, and a ticket waiting for approval each.
const CROWD_SQL = `
  with people as (
    insert into users (email, name, date_of_birth, gender)
    select format('crowd-%s-%s@bench.test', $1::text, i), format('Crowd Guest %s %s', $1::text, i),
           date '1960-01-01' + (i * 37 % 15000), (array['FEMALE', 'MALE', 'OTHER']::gender[])[1 + i % 3]
    from generate_series(1, $2::int) as i
    returning id
  ), places as (
    insert into attendees (event_id, user_id, state)
    select $3::uuid, id, 'NONE' from people
    returning id, user_id
  )
  insert into user_tickets (event_id, event_ticket_id, attendee_id, owner_user_id, status)
  select $3::uuid, $4::uuid, id, user_id, 'PENDING' from places`;

/** Writes the crowds into the stopped server's database (PGlite's folder, or the Postgres database). */
export async function seedCrowds(server, crowds) {
  const started = Date.now();
  const client = await openDatabase(server);
  try {
    const all = [["page", crowds.page], ...crowds.bulk.map((event, i) => [`bulk${i + 1}`, event]), ["export", crowds.export]];
    for (const [tag, event] of all) await client.query(CROWD_SQL, [tag, event.size, event.eventId, event.ticketId]);
    await client.query("analyze users, attendees, user_tickets");
  } finally {
    await client.close();
  }
  const people = crowds.page.size + crowds.export.size + crowds.bulk.reduce((sum, event) => sum + event.size, 0);
  console.log(`bench: ${people.toLocaleString("en")} people seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function openDatabase(server) {
  if (server.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(join(server.work, "pglite"));
  await db.waitReady;
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

/** The attendee summary of one event, from the API. */
async function summary(graphql, eventId) {
  const { managedEvent } = await graphql(`query ($id: String!) { event { managedEvent(slugOrId: $id) { summary { approved pending } } } }`, { id: eventId });
  return managedEvent.summary;
}

/** Each bulk crowd approved in one post of the approval page's form ("all matching" the Pending filter), timed. */
async function bulkApprovals(ctx) {
  const runs = [];
  for (const event of ctx.crowds.bulk) {
    const body = new URLSearchParams({ intent: "approve", scope: "all", filter: "PENDING" }).toString();
    const started = performance.now();
    const r = await raw(`/rep-club/events/${event.eventId}/approval?filter=PENDING`, {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const ms = performance.now() - started;
    const after = await summary(ctx.api, event.eventId);
    if (r.status !== 302 || after.approved !== event.size || after.pending !== 0) {
      throw new Error(`bulk approval of ${event.size} answered ${r.status}; approved ${after.approved}, pending ${after.pending}`);
    }
    runs.push(Math.round(ms));
  }
  return runs;
}

/**
 * The attendees CSV of the 100,000 crowd, read as fast as the connection takes it, while the
 * server's resident memory (web app, API thread and database, one process) is sampled.
 */
async function exportMemory(ctx, pid) {
  const before = rssMb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(pid));
      await sleep(20);
    }
  })();
  const started = performance.now();
  const r = await raw(`/rep-club/events/${ctx.crowds.export.eventId}/attendees.csv`, { headers: { cookie: ctx.cookie, "accept-encoding": "identity" } });
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  const lines = r.body.toString("utf8").split("\n").filter((line) => line.length > 0).length;
  // Quoted fields never hold a newline here (the names and e-mails are the seeded ones).
  const rows = lines - 1;
  if (r.status !== 200 || rows !== ctx.crowds.export.size) throw new Error(`the export answered ${r.status} with ${rows} rows`);
  return { rows, ms: Math.round(ms), bytes: r.body.length, rssBeforeMb: Math.round(before), growthMb: Math.round(peak - before) };
}

/** The two one-off measures, with the budget lines they miss. */
export async function measureHosting(ctx, pid) {
  const bulkMs = await bulkApprovals(ctx);
  const csv = await exportMemory(ctx, pid);
  const failures = [];
  const slowest = Math.max(...bulkMs);
  if (slowest > HOSTING_BUDGETS.bulkApprovalMs) {
    failures.push(`bulk approval of ${CROWDS.bulk.toLocaleString("en")}: ${slowest} ms at the slowest of ${bulkMs.length}, budget ≤ ${HOSTING_BUDGETS.bulkApprovalMs} ms`);
  }
  if (csv.growthMb > HOSTING_BUDGETS.exportGrowthMb) {
    failures.push(`CSV export of ${csv.rows.toLocaleString("en")} rows: memory grew ${csv.growthMb} MB, budget ≤ ${HOSTING_BUDGETS.exportGrowthMb} MB`);
  }
  return { result: { bulkApprovalMs: bulkMs, export: csv }, failures };
}

export function hostingTable({ bulkApprovalMs, export: csv }) {
  return [
    "",
    "| running an event | measured | budget |",
    "|---|---:|---:|",
    `| bulk approval of ${CROWDS.bulk.toLocaleString("en")} (one form post, ${bulkApprovalMs.length} events) | ${bulkApprovalMs.join(", ")} ms | ≤ ${HOSTING_BUDGETS.bulkApprovalMs} ms |`,
    `| CSV export of ${csv.rows.toLocaleString("en")} attendees: server memory growth | ${csv.growthMb} MB (from ${csv.rssBeforeMb} MB; ${(csv.bytes / 1024 / 1024).toFixed(1)} MB in ${csv.ms} ms) | ≤ ${HOSTING_BUDGETS.exportGrowthMb} MB |`,
  ].join("\n");
}
