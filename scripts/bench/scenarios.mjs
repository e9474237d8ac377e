// What the benchmark loads: the scenarios, how each becomes a request, and the
// signed-in context (session cookie, a free ticket) they share.
import { ATTENDEE, CLUB_SLUG, DURATION, EVENT_SLUG, HOST, PIE_SLUG, ROUNDS, STOCK_BASE, TRADER, WARMUP } from "./config.mjs";
import { crowdEvents } from "./hosting.mjs";
import { nextAddress, nextUnique, raw } from "./http.mjs";


/**
 * The scenarios. Adding one is one entry:
 *   id, label        key in the JSON, line in the table
 *   path             string or (ctx) => string; ctx has slug, ticketId, cookie
 *   method, form     POST with a url-encoded body (form: (ctx) => fields)
 *   as: "attendee"   send the signed-in attendee's session cookie (they also host the bench's own events)
 *   expect           the status every response must have (200)
 *   uniqueQuery      a new query string per request (defeats the page cache)
 *   manyVisitors     a new client address per request (per-address rate limits)
 *   connections      other than 10
 *   formPerRequest   a new form body per request (form is called for each: fresh nonces)
 *   budget           checked against the stock page loaded just before, in each round (DESIGN.md §6):
 *                    minRatio     req/s ≥ this × the stock page's
 *                    maxP99Ratio  p99 ≤ this × the stock page's p99
 *                    minRps, maxP99Ms  absolute req/s and p99
 *
 * The first is the stock React Router page (stock.mjs), on a server of its own (`base`).
 */
export const STOCK_ID = "stock";
const allScenarios = [
  { id: STOCK_ID, label: "stock React Router page", base: STOCK_BASE, path: "/" },
  {
    id: "event-signed-out",
    label: "event page, signed out",
    path: (ctx) => `/events/${ctx.slug}`,
    budget: { minRatio: 10 },
  },
  {
    id: "event-signed-out-uncached",
    label: "event page, signed out, cache miss",
    path: (ctx) => `/events/${ctx.slug}`,
    uniqueQuery: true,
  },
  {
    id: "event-signed-in",
    label: "event page, signed in",
    path: (ctx) => `/events/${ctx.slug}`,
    as: "attendee",
    budget: { minRatio: 0.4, maxP99Ratio: 2.5 },
  },
  // DESIGN.md §6: the signed-in event page, events list and search ≥ 0.4× the stock page, p99 ≤ 2.5× its p99.
  { id: "events-list", label: "events list, signed in", path: "/events", as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  { id: "event-search", label: "event search, signed in", path: "/search?q=jazz", as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  // The clubs area's signed-in pages, held to the events list's budget.
  { id: "club-page", label: "club page, signed in", path: `/rep-clubs/${CLUB_SLUG}`, as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  { id: "my-points", label: "my points, signed in", path: "/rep-points/my-points", as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  // No budget: what the server costs a signed-in request before any page's work (the session,
  // the root route, React Router over the whole route table, compression, the log), with no
  // call to the API and no shell. No signed-in page can be cheaper (docs/performance.md).
  { id: "not-found-signed-in", label: "page not found, signed in", path: "/no-such-page", as: "attendee", expect: 404 },
  // The pies area's signed-in pages (ADR 0081), held to the events list's budget.
  { id: "trade-hub", label: "trade hub, signed in", path: "/legacy/trade-hub", as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  { id: "pie-page", label: "pie page, signed in", path: `/legacy/pies/${PIE_SLUG}`, as: "attendee", budget: { minRatio: 0.4, maxP99Ratio: 2.5 } },
  // DESIGN.md §6: every action (RSVP, create, buy; points, trades and slices below) ≥ 0.2× the stock page.
  {
    id: "rsvp",
    label: "RSVP (action)",
    method: "POST",
    path: (ctx) => `/events/${ctx.slug}`,
    as: "attendee",
    form: (ctx) => ({ intent: "accept", eventTicketId: ctx.ticketId }),
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  {
    id: "create-event",
    label: "create an event (action)",
    method: "POST",
    path: "/rep-club/events/create",
    as: "attendee",
    form: () => ({
      eventType: "PARTY",
      displayName: "Benchmark Social",
      start: "2030-06-01T19:00",
      end: "2030-06-01T22:00",
      timeZone: "America/Los_Angeles",
      isListed: "on",
    }),
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  {
    id: "buy-ticket",
    label: "buy a ticket: order to the payment page (action)",
    method: "POST",
    path: (ctx) => `/events/${ctx.paid.slug}/checkout`,
    as: "attendee",
    form: (ctx) => ({ ticket: ctx.paid.ticketId, quantity: "1" }),
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  // A points order per request (a fresh idempotency key each, as a new click), its checkout opened at the sandbox.
  {
    id: "buy-points",
    label: "buy points: order to the payment page (action)",
    method: "POST",
    path: (ctx) => `/rep-clubs/${ctx.points.clubSlug}/buy-points`,
    as: "attendee",
    form: (ctx) => ({ offerId: ctx.points.offerId, idempotencyKey: `bench-buy-${nextUnique()}` }),
    formPerRequest: true,
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  // A member accepts a points trade request (ADR 0058): each request accepts a fresh pending
  // trade (prepared up front through the API), moving its points out of the club's escrow.
  {
    id: "trade-accept",
    label: "accept a points trade (action)",
    method: "POST",
    path: "/rep-points/trade-requests",
    as: "attendee",
    form: (ctx) => ({ intent: "accept", tradeId: ctx.trades.next(), idempotencyKey: `bench-accept-${nextUnique()}` }),
    formPerRequest: true,
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  // A slice order per request (a fresh idempotency key each, as a new click): one slice of the demo
  // pie held for the buyer under the pie's row lock, its checkout opened at the sandbox (ADR 0070).
  {
    id: "slice-purchase",
    label: "buy pie slices: order to the payment page (action)",
    method: "POST",
    path: `/legacy/trade/${PIE_SLUG}`,
    as: "attendee",
    form: () => ({ intent: "buy", slices: "1", idempotencyKey: `bench-slices-${nextUnique()}` }),
    formPerRequest: true,
    expect: 302,
    budget: { minRatio: 0.2 },
  },
  // DESIGN.md §6: ≥ 300 verified scans/s through web app and API, p99 ≤ 50 ms. Each request is
  // a new scan (fresh nonce) of one ticket from a new door address, posted as the door page's
  // fetcher posts it (the action's data only): the first admits, the rest answer "Already
  // scanned", every one verified under the ticket's row lock.
  {
    id: "door-scan",
    label: "door scan (fetcher action)",
    method: "POST",
    path: (ctx) => `/rep-club/events/${ctx.door.eventId}/door.data`,
    as: "attendee",
    form: (ctx) => ({ intent: "scan", code: ctx.door.pass, zoneId: "", nonce: `bench-scan-${nextUnique()}` }),
    formPerRequest: true,
    manyVisitors: true,
    budget: { minRps: 300, maxP99Ms: 50 },
  },
  // The approval page of an event with 10,000 attendees (the crowd is seeded by hosting.mjs;
  // the bench member created the event, so manages it). Measured, with no budget of its own.
  {
    id: "approval-10k",
    label: "approval page, 10,000 attendees",
    path: (ctx) => `/rep-club/events/${ctx.crowds.page.eventId}/approval`,
    as: "attendee",
  },
  {
    id: "sign-in",
    label: "sign-in",
    method: "POST",
    path: "/auth/login",
    form: () => ({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }),
    expect: 302,
    manyVisitors: true,
  },
  {
    id: "sign-in-alone",
    label: "sign-in, one at a time",
    method: "POST",
    path: "/auth/login",
    form: () => ({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }),
    expect: 302,
    manyVisitors: true,
    connections: 1,
  },
];

/** BENCH_ONLY=door-scan,rsvp runs those scenarios (and the stock page they are compared with). */
const only = process.env.BENCH_ONLY?.split(",").map((id) => id.trim()).filter(Boolean);
export const scenarios = only?.length ? allScenarios.filter((s) => s.id === STOCK_ID || only.includes(s.id)) : allScenarios;
/** The slices the slice-purchase scenario holds, released only when it runs. */
const withSlices = scenarios.some((s) => s.id === "slice-purchase");
/** The pending trades the trade-accept scenario accepts, prepared only when it runs. */
const withTrades = scenarios.some((s) => s.id === "trade-accept");
/** The bulk approval and export measures: with every scenario, or BENCH_ONLY=hosting. */
export const withHostingMeasures = !only?.length || only.includes("hosting");
/** The crowds they and the approval-page scenario need. */
export const withCrowds = withHostingMeasures || only.includes("approval-10k");

function resolve(value, ctx) {
  return typeof value === "function" ? value(ctx) : value;
}

/** The request a scenario sends: method, path, headers and form body. */
export function requestFor(scenario, ctx) {
  const headers = { accept: "text/html", "accept-encoding": "br, gzip" };
  if (scenario.as === "attendee") headers.cookie = ctx.cookie;
  let body;
  if (scenario.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(scenario.form(ctx)).toString();
  }
  return { method: scenario.method ?? "GET", path: resolve(scenario.path, ctx), headers, body };
}

async function signIn() {
  const r = await raw("/auth/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextAddress() },
    body: new URLSearchParams({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }).toString(),
  });
  if (r.status !== 302) throw new Error(`signing in the demo attendee answered ${r.status}`);
  return [].concat(r.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** Signs the demo attendee in and finds a free ticket of the demo event: what the scenarios share. */
export async function scenarioContext() {
  const cookie = await signIn();
  const signedInPage = await raw(`/events/${EVENT_SLUG}`, { headers: { cookie } });
  const ticketId = /name="eventTicketId"[^>]*value="([^"]+)"/.exec(signedInPage.body.toString())?.[1];
  // The attendee may already hold the ticket; the page then shows no radio. Any free ticket id works for a repeated RSVP.
  const anonymous = await raw(`/events/${EVENT_SLUG}`, { headers: { "accept-encoding": "identity" } });
  const ctx = {
    slug: EVENT_SLUG,
    cookie,
    ticketId: ticketId ?? /name="eventTicketId"[^>]*value="([^"]+)"/.exec(anonymous.body.toString())?.[1],
  };
  if (!ctx.ticketId) throw new Error("could not find a free ticket on the demo event");
  const graphql = await attendeeGraphql();
  return {
    ...ctx,
    api: graphql,
    paid: await paidEventWithoutLimit(graphql),
    door: await doorWithTicket(graphql),
    points: await pointsPackage(graphql),
    trades: withTrades ? await pendingTrades(graphql) : null,
    slices: withSlices ? await slicesForSale() : null,
    crowds: withCrowds ? await crowdEvents(graphql) : null,
  };
}

/** The attendee's API client: GraphQL calls with their token, answering the data's `event`. */
function attendeeGraphql() {
  return graphqlAs(ATTENDEE);
}

/**
 * A demo account's API client: GraphQL calls with its token, answering the data's `event` (or
 * all of it). A full run on a slow machine outlives the access token (15 minutes): when the API
 * says the session has expired, the client signs in again once and repeats the call.
 */
async function graphqlAs(who) {
  const signIn = async () => {
    const r = await raw("/api/auth/password/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify({ userName: who.email, password: who.password }),
    });
    const { token } = JSON.parse(r.body.toString());
    if (!token) throw new Error(`signing ${who.email} in to the API answered ${r.status}`);
    return token;
  };
  let token = await signIn();
  const call = async (query, variables) => {
    const r = await raw("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return JSON.parse(r.body.toString());
  };
  const graphql = async (query, variables) => {
    let answer = await call(query, variables);
    if (answer.errors?.[0]?.extensions?.code === "AUTH_NOT_AUTHENTICATED") {
      token = await signIn();
      answer = await call(query, variables);
    }
    if (answer.errors) throw new Error(`bench setup: ${answer.errors[0].message}`);
    // The events area's namespace; another area's (club) whole.
    return answer.data.event ?? answer.data;
  };
  return graphql;
}

/** The demo club's default points package, the attendee a member of the club. */
async function pointsPackage(graphql) {
  const shop = `query ($clubId: ID!) { club { pointsShop(clubId: $clubId) { isMember club { clubId slug } packages { offerId isDefault } } } }`;
  const { club } = await graphql(shop, { clubId: CLUB_SLUG });
  if (!club.pointsShop.isMember) await graphql(`mutation ($clubId: ID!) { club { join(clubId: $clubId) { name } } }`, { clubId: club.pointsShop.club.clubId });
  const pack = club.pointsShop.packages.find((p) => p.isDefault);
  if (!pack) throw new Error("bench setup: the demo club sells no points package");
  return { clubSlug: club.pointsShop.club.slug, offerId: pack.offerId };
}

/**
 * Pending trades to the attendee, enough for the scenario's warm-up and rounds at 250 accepts a
 * second (more than this machine serves): the club's owner grants the demo trader a point per
 * trade, and the trader sends them, one point each, 20 to a request (the API's alias limit).
 * `next()` hands each out once; past the last it starts over (an accepted trade answers again).
 */
async function pendingTrades(attendee) {
  const count = Number(process.env.BENCH_TRADES ?? 250 * (WARMUP + DURATION * ROUNDS + 5));
  const { club } = await attendee(`query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: CLUB_SLUG });
  const clubId = club.bySlug.clubId;
  const host = await graphqlAs(HOST);
  await host(`mutation ($clubId: ID!, $userName: String!, $points: Int!, $key: String!) { club { grantPoints(clubId: $clubId, userName: $userName, points: $points, reason: "Benchmark trades", idempotencyKey: $key) { amount } } }`, {
    clubId,
    userName: TRADER.userName,
    points: count,
    key: `bench-trades-${nextUnique()}-${Date.now()}`,
  });
  const trader = await graphqlAs(TRADER);
  const ids = [];
  const batch = 20;
  const send = async (first) => {
    const size = Math.min(batch, count - first);
    const fields = Array.from({ length: size }, (_, i) => `t${i}: club { requestPointsTrade(clubId: $clubId, userName: $to, points: 1, idempotencyKey: "bench-trade-${Date.now()}-${first + i}") { tradeId } }`);
    const answer = await trader(`mutation ($clubId: ID!, $to: String!) { ${fields.join(" ")} }`, { clubId, to: ATTENDEE.userName });
    for (let i = 0; i < size; i++) ids.push(answer[`t${i}`].requestPointsTrade.tradeId);
  };
  const starts = Array.from({ length: Math.ceil(count / batch) }, (_, i) => i * batch);
  // Four requests at a time: the trader's account lock orders them anyway.
  for (let i = 0; i < starts.length; i += 4) await Promise.all(starts.slice(i, i + 4).map(send));
  let at = 0;
  return { count: ids.length, next: () => ids[at++ % ids.length] };
}

/**
 * Enough of the demo pie's slices for sale that every order of the slice-purchase scenario finds
 * one: its owner releases the slices the pie holds back (95,000 of its 100,000), as on the edit page.
 */
async function slicesForSale() {
  const host = await graphqlAs(HOST);
  const { pie } = await host(`query ($slug: String!) { pie { bySlugOrId(idOrSlug: $slug) { pieId heldSlices } } }`, { slug: PIE_SLUG });
  const { pieId, heldSlices } = pie.bySlugOrId;
  if (heldSlices > 0) {
    await host(`mutation ($pieId: ID!, $slices: Int!, $key: String!) { pie { releaseSlices(pieId: $pieId, slices: $slices, idempotencyKey: $key) { slices } } }`, {
      pieId,
      slices: heldSlices,
      key: `bench-release-${nextUnique()}-${Date.now()}`,
    });
  }
  return { pieId };
}

/** A published event of the attendee's with an unlimited paid ticket: buying never sells it out. */
async function paidEventWithoutLimit(graphql) {
  const start = new Date(Date.now() + 30 * 24 * 3600_000);
  const { create } = await graphql(`mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId slug } } }`, {
    input: { eventType: "CONCERT", displayName: "Benchmark Concert", startDate: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(), timeZone: "America/Los_Angeles", isPrivate: false, isListed: false },
  });
  const { saveTicket } = await graphql(`mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`, {
    eventId: create.eventId,
    input: { ticketType: "General", kind: "PAID", price: 2500, limitedAmount: null, isRequiredApproval: false, isPrivate: false, isActive: true, optInShowTicketAmount: false },
  });
  await graphql(`mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`, { eventId: create.eventId });
  return { slug: create.slug, ticketId: saveTicket.eventTicketId };
}

/** An event of the attendee's starting in half an hour (its door is open), and the pass of the ticket they took. */
async function doorWithTicket(graphql) {
  const start = new Date(Date.now() + 30 * 60_000);
  const { create } = await graphql(`mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId } } }`, {
    input: { eventType: "PARTY", displayName: "Benchmark Door", startDate: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(), timeZone: "America/Los_Angeles", isPrivate: false, isListed: false },
  });
  const eventId = create.eventId;
  const { saveTicket } = await graphql(`mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`, {
    eventId,
    input: { ticketType: "Entry", kind: "FREE", limitedAmount: null, isRequiredApproval: false, isPrivate: false, isActive: true, optInShowTicketAmount: false },
  });
  await graphql(`mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`, { eventId });
  await graphql(`mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`, { input: { eventId, eventTicketId: saveTicket.eventTicketId, response: "ACCEPT" } });
  const { bySlugOrId } = await graphql(`query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { passToken } } } } }`, { id: eventId });
  const pass = bySlugOrId.my.tickets.find((ticket) => ticket.passToken)?.passToken;
  if (!pass) throw new Error("bench setup: the door event's ticket has no pass");
  return { eventId, pass };
}
