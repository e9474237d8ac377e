// The rep points pages on the web server (ADR 0058): the member's tabs (balances and history,
// trade requests, trade history) and a club's rep points page for its reward managers. Every
// form carries the idempotency key its page's loader made: a double submit moves points once.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import {
  AcceptPointsTradeDocument,
  CancelPointsTradeDocument,
  ClubRepPointsDocument,
  GrantClubPointsDocument,
  MyRepPointsDocument,
  MyTradeHistoryDocument,
  MyTradeRequestsDocument,
  RejectPointsTradeDocument,
  RequestPointsTradeDocument,
} from "~/graphql/generated";
import { grantPointsSchema, managerPointsPath, tradeRequestSchema, tradeRequestsPath, tradeSettleSchema } from "~/lib/clubs/points-forms";
import { pointsMessages as m } from "../../../../contract/clubs/points-messages";

type Ctx = Readonly<RouterContextProvider>;
/** Refusals a form shows; a lost session and a club the viewer no longer manages become the page's answer. */
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");


const cursorOf = (url: URL) => url.searchParams.get("after") || null;

/** The member's balance, tier and progress in each club, and their history (20 a page, ?after=). */
export async function loadMyPoints(context: Ctx, url: URL) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyRepPointsDocument, { after: cursorOf(url) }), url);
  return { standings: club.myPoints, history: club.myPointsHistory, paged: cursorOf(url) !== null };
}

/** Pending trades both ways, the member's clubs for the send form, and a fresh idempotency key. */
export async function loadTradeRequests(context: Ctx, url: URL) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyTradeRequestsDocument), url);
  return { clubs: club.myPoints, requests: club.myTradeRequests, idempotencyKey: randomUUID() };
}

export async function loadTradeHistory(context: Ctx, url: URL) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyTradeHistoryDocument, { after: cursorOf(url) }), url);
  return { trades: club.myTradeHistory, paged: cursorOf(url) !== null };
}

function succeeded(context: Ctx, to: string, message: string) {
  getSession(context).flash({ kind: "success", message });
  return redirect(to);
}

/** The send form, or a row's Accept, Reject or Cancel. */
export async function tradeRequestsAction(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const formData = await request.formData();
  const api = getApi(context);
  if (formData.get("intent") === "request") {
    const submission = parseWithZod(formData, { schema: tradeRequestSchema });
    if (submission.status !== "success") return data({ intent: "request" as const, result: submission.reply() }, { status: 400 });
    const { clubId, points, idempotencyKey } = submission.value;
    const userName = submission.value.userName.replace(/^@/, "");
    try {
      await api.query(RequestPointsTradeDocument, { clubId, userName, points, idempotencyKey });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent: "request" as const, result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
    }
    return succeeded(context, tradeRequestsPath, m.tradeRequested(points, userName));
  }
  const submission = parseWithZod(formData, { schema: tradeSettleSchema });
  if (submission.status !== "success") return data({ intent: "settle" as const, error: m.tradeNotFound }, { status: 400 });
  const { intent, tradeId } = submission.value;
  // One key per page load, told apart per trade and per button.
  const idempotencyKey = `${submission.value.idempotencyKey}:${intent}:${tradeId}`;
  try {
    if (intent === "accept") await api.query(AcceptPointsTradeDocument, { tradeId, idempotencyKey });
    else if (intent === "reject") await api.query(RejectPointsTradeDocument, { tradeId, idempotencyKey });
    else await api.query(CancelPointsTradeDocument, { tradeId, idempotencyKey });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
    return data({ intent: "settle" as const, error: refusal.message }, { status: refusalStatus(refusal) });
  }
  return succeeded(context, tradeRequestsPath, intent === "accept" ? m.tradeAccepted : intent === "reject" ? m.tradeRejected : m.tradeCancelled);
}

/** The club's totals and members' balances, for a viewer holding MANAGE_REWARDS; 404 for anyone else. */
export async function loadClubPoints(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubRepPointsDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("MANAGE_REWARDS")) throw notFoundResponse();
  return { club: club.byId, overview: club.pointsOverview, sales: club.pointsSales, idempotencyKey: randomUUID() };
}

/** The grant form: by user name, with points and the reason the member reads. */
export async function grantAction(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: grantPointsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { points, reason, idempotencyKey } = submission.value;
  const userName = submission.value.userName.replace(/^@/, "");
  try {
    await getApi(context).query(GrantClubPointsDocument, { clubId, userName, points, reason, idempotencyKey });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  return succeeded(context, managerPointsPath(clubId), m.granted(points, userName));
}
