// The team's payout queue on the web server (support and admin staff; the API decides who).
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { payoutQueueMessages as m } from "../../../../contract/hosting/money-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { PayoutQueueDocument, SettlePayoutDocument } from "~/graphql/generated";
import { pageParam } from "~/lib/hosting/pager";
import { settlementFormSchema, statusParam } from "~/lib/hosting/money/payout-queue";

type Ctx = Readonly<RouterContextProvider>;

export async function loadPayoutQueue(context: Ctx, url: URL) {
  requireUser(context, url);
  const status = statusParam(url.searchParams.get("status"));
  const page = pageParam(url.searchParams.get("page"));
  const { event } = await loadOrThrow(context, () => getApi(context).query(PayoutQueueDocument, { status, page }), url);
  return { status, page, queue: event.payoutQueue };
}

/** One request's outcome; the answer names the request so the page shows it at that form. */
export async function settlePayoutAction(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: settlementFormSchema });
  const requestId = submission.payload.requestId;
  if (submission.status !== "success") return data({ requestId, result: submission.reply() }, { status: 400 });
  const { outcome, note } = submission.value;
  try {
    await getApi(context).query(SettlePayoutDocument, { input: { requestId: submission.value.requestId, outcome, note: note || null } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ requestId, result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.settled(outcome) });
  return redirect(`${href("/support/payouts")}${url.search}`);
}
