// What the benchmark loads: the scenarios, how each becomes a request, and the
// signed-in context (session cookie, a free ticket) they share.
import { ATTENDEE, EVENT_SLUG } from "./config.mjs";
import { nextAddress, raw } from "./http.mjs";

/**
 * The scenarios. Adding one is one entry:
 *   id, label        key in the JSON, line in the table
 *   path             string or (ctx) => string; ctx has slug, ticketId, cookie
 *   method, form     POST with a url-encoded body (form: (ctx) => fields)
 *   as: "attendee"   send the signed-in attendee's session cookie
 *   expect           the status every response must have (200)
 *   uniqueQuery      a new query string per request (defeats the page cache)
 *   manyVisitors     a new client address per request (per-address rate limits)
 *   connections      other than 10
 *   budget           { minRatio, maxP99Ms } checked against the baseline of the same run
 */
export const scenarios = [
  { id: "baseline", label: "bare React Router page (baseline)", path: "/bench/baseline" },
  {
    id: "event-signed-out",
    label: "event page, signed out",
    path: (ctx) => `/events/${ctx.slug}`,
    budget: { minRatio: 5 },
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
    budget: { minRatio: 0.5, maxP99Ms: 60 },
  },
  { id: "events-list", label: "events list, signed in", path: "/events", as: "attendee" },
  {
    id: "rsvp",
    label: "RSVP (action)",
    method: "POST",
    path: (ctx) => `/events/${ctx.slug}`,
    as: "attendee",
    form: (ctx) => ({ intent: "accept", eventTicketId: ctx.ticketId }),
    expect: 302,
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
    budget: { maxP99Ms: 300 },
  },
];

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
  return ctx;
}
