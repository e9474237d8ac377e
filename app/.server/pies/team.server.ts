// A pie's team and ownership on the web server (ADR 0073): the edit page's Manage tab (the team,
// adding and removing moderators, requesting and cancelling a transfer) and the hub index's
// answer to a transfer offered to the member. Every action runs the pie hub guard again; the
// API checks the permissions.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { guardPieHub, type PieHubData } from "~/.server/pies/pies.server";
import {
  AcceptPieOwnershipDocument,
  CancelPieTransferDocument,
  DeletePieModeratorDocument,
  GrantPieModeratorDocument,
  MyPieTransferRequestsDocument,
  PieManageDocument,
  RejectPieOwnershipDocument,
  TransferPieDocument,
} from "~/graphql/generated";
import { PIE_HUB, PIE_HUB_OVERVIEW } from "~/lib/pies/guard";
import { grantModeratorSchema, transferPieSchema } from "~/lib/pies/team-forms";
import { pieEditPath } from "~/lib/pies/dashboard-forms";
import { PIE_ROLE_LABELS } from "../../../contract/pies/permissions";
import { pieTeamMessages as m } from "../../../contract/pies/team-messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

/**
 * The Manage tab of /legacy/pie-hub/overview/edit/{id} (ADR 0073): the hub's pie or one the member
 * moderates ({id} its id or address) with its team and pending transfer.
 */
export async function loadPieManage(context: Ctx, url: URL, hub: PieHubData, id: string) {
  // The hub's own pie, or one the member moderates (ADR 0081).
  const chosen = [hub.pie, ...hub.moderated].find((pie) => pie && (pie.pieId === id || pie.slug === id));
  if (!chosen) throw notFoundResponse();
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieManageDocument, { idOrSlug: chosen.pieId }), url);
  return { pie: pie.bySlugOrId };
}
export type PieManageData = Awaited<ReturnType<typeof loadPieManage>>;

const nameOf = (user: { name?: string | null; userName?: string | null }) => user.name || (user.userName ? `@${user.userName}` : "Unknown");

export const PIE_MANAGE_INTENTS = ["grant", "remove", "transfer", "cancel-transfer"] as const;

/** The Manage tab's forms, told apart by `intent` (PIE_MANAGE_INTENTS); the edit page's action hands them here with the form it read. */
export async function pieManageAction(context: Ctx, form: FormData, url: URL, id: string) {
  const { pie } = await loadPieManage(context, url, await guardPieHub(context, url), id);
  const intent = String(form.get("intent") ?? "");
  const back = pieEditPath(pie.pieId, "manage");
  const api = getApi(context);
  const flash = (message: string) => getSession(context).flash({ kind: "success", message });

  // A form with fields: 400 with the messages and what was typed, or the API's refusal beside its field.
  async function submitted<Value>(submission: Submission<Value>, run: (value: Value) => Promise<string>) {
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: undefined }, { status: 400 });
    try {
      flash(await run(submission.value));
      return redirect(back);
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent, result: refusalReply(submission, refusal), error: undefined }, { status: refusalStatus(refusal) });
    }
  }
  if (intent === "grant") {
    return submitted(parseWithZod(form, { schema: grantModeratorSchema }), async (value) => {
      const { grantModerator } = (await api.query(GrantPieModeratorDocument, { pieId: pie.pieId, ...value })).pie;
      return m.granted(nameOf(grantModerator.user), PIE_ROLE_LABELS[grantModerator.pieRole]);
    });
  }
  if (intent === "transfer") {
    return submitted(parseWithZod(form, { schema: transferPieSchema }), async (value) => {
      const { transferPie } = (await api.query(TransferPieDocument, { pieId: pie.pieId, userName: value.userName })).pie;
      return m.transferRequested(transferPie.pendingTransfer?.to.userName ?? value.userName);
    });
  }

  try {
    if (intent === "remove") {
      const { deleteModerator } = (await api.query(DeletePieModeratorDocument, { pieId: pie.pieId, moderatorId: String(form.get("moderatorId") ?? "") })).pie;
      flash(m.removed(nameOf(deleteModerator.user), PIE_ROLE_LABELS[deleteModerator.pieRole]));
    } else if (intent === "cancel-transfer") {
      await api.query(CancelPieTransferDocument, { pieId: pie.pieId });
      flash(m.transferCancelled);
    } else {
      throw new Response("Unknown intent", { status: 400 });
    }
    return redirect(back);
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
    return data({ intent, result: undefined, error: refusal.message }, { status: refusalStatus(refusal) });
  }
}

/** The transfers of pies waiting for the member's answer (the hub's index). */
export async function loadTransferRequests(context: Ctx, url: URL) {
  const { pie } = await loadOrThrow(context, () => getApi(context).query(MyPieTransferRequestsDocument), url);
  return pie.myTransferRequests;
}

/** The member asked accepts (to the hub's dashboard, now theirs) or rejects (back to the hub). */
export async function answerTransferAction(context: Ctx, url: URL, intent: "accept-transfer" | "reject-transfer", transferId: string) {
  try {
    if (intent === "accept-transfer") {
      const { acceptOwnership } = (await getApi(context).query(AcceptPieOwnershipDocument, { transferId })).pie;
      getSession(context).flash({ kind: "success", message: m.accepted(acceptOwnership.displayName ?? "the pie") });
      return redirect(PIE_HUB_OVERVIEW);
    }
    const { rejectOwnership } = (await getApi(context).query(RejectPieOwnershipDocument, { transferId })).pie;
    getSession(context).flash({ kind: "success", message: m.rejected(rejectOwnership.displayName ?? "the pie") });
    return redirect(PIE_HUB);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
    return data({ error: refusal.message }, { status: refusalStatus(refusal) });
  }
}
