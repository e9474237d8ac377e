// The approval page (/rep-club/events/{id}/approval): the attendee list and the one bulk
// form (approve, decline, undo for the chosen rows or all matching the filter).
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { DecideAttendeesDocument, EventAttendeesDocument } from "~/graphql/generated";
import { approvalMessages as m, attendeeRowOf, DECISION_INTENTS, decisionSchema, filterParam } from "~/lib/hosting/approval";
import { pageParam } from "~/lib/hosting/pager";

type Ctx = Readonly<RouterContextProvider>;

export function listQueryOf(url: URL) {
  const search = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  return {
    filter: filterParam(url.searchParams.get("filter")),
    search,
    page: pageParam(url.searchParams.get("page")),
  };
}

export async function loadAttendees(context: Ctx, url: URL, id: string) {
  requireUser(context, url);
  const query = listQueryOf(url);
  const { event } = await loadOrThrow(
    context,
    () =>
      getApi(context).query(EventAttendeesDocument, {
        slugOrId: id,
        filter: query.filter,
        search: query.search || null,
        page: query.page,
      }),
    url,
  );
  return {
    ...query,
    selectPage: url.searchParams.get("select") === "page",
    list: { ...event.attendees, nodes: event.attendees.nodes.map(attendeeRowOf) },
  };
}

/** A short account of a bulk result for the toast: counts, then the first reasons. */
export function resultMessage(result: {
  processed: number;
  failed: number;
  skipped: number;
  failures: { name: string; reason: string }[];
}) {
  const reasons = result.failures.slice(0, 3).map((failure) => `${failure.name}: ${failure.reason}`);
  const more = result.failures.length > 3 ? ` (+${result.failures.length - 3} more)` : "";
  return [m.processed(result.processed, result.failed, result.skipped), ...reasons].join(" ") + more;
}

export async function decideAction(context: Ctx, request: Request, url: URL, id: string) {
  requireUser(context, url);
  const form = await request.formData();
  // A row's own button says "approve:<attendee id>"; the bulk buttons say only the decision.
  const [intent, oneId] = String(form.get("intent") ?? "").split(":");
  const parsed = decisionSchema.safeParse({
    intent,
    attendeeIds: oneId ? [oneId] : form.getAll("attendeeIds").map(String),
    scope: form.get("scope") ?? undefined,
    filter: form.get("filter") || undefined,
    search: form.get("search") || undefined,
  });
  if (!parsed.success) return data({ error: m.noneSelected }, { status: 400 });
  const all = !oneId && parsed.data.scope === "all";
  if (!all && parsed.data.attendeeIds.length === 0) return data({ error: m.noneSelected }, { status: 400 });
  try {
    const { event } = await getApi(context).query(DecideAttendeesDocument, {
      input: {
        eventId: id,
        decision: DECISION_INTENTS[parsed.data.intent],
        attendeeIds: all ? null : parsed.data.attendeeIds,
        allMatching: all,
        filter: all ? (parsed.data.filter ?? null) : null,
        search: all ? (parsed.data.search ?? null) : null,
      },
    });
    const result = event.decideAttendees;
    getSession(context).flash({
      kind: result.failed > 0 ? "warning" : "success",
      message: resultMessage(result),
    });
    // With failures the page stays on the answer and lists every one with its reason (the toast
    // fades and names at most three); otherwise back to the list.
    if (result.failed > 0) {
      const { processed, failed, skipped, failures } = result;
      return data({ bulk: { processed, failed, skipped, failures: failures.map(({ name, reason }) => ({ name, reason })) } });
    }
    return redirect(`${href("/rep-club/events/:id/approval", { id })}${url.search}`);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: 400 });
  }
}
