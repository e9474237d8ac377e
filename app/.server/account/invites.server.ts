// The Invites tab's buttons: accept, decline, revoke and invite by user name, each a form
// told apart by intent; a refusal shows on the page, a success as a toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { AcceptInviteDocument, DeclineInviteDocument, InviteByUserNameDocument, RevokeInviteDocument } from "~/graphql/generated";
import { inviteActionSchema } from "~/lib/account/profile-schemas";
import { inviteTexts } from "~/lib/account/profile-texts";

type Ctx = Readonly<RouterContextProvider>;

export async function answerInviteAction(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: inviteActionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = getApi(context);
  const value = submission.value;
  let message: string;
  try {
    if (value.intent === "invite") {
      await api.query(InviteByUserNameDocument, { input: { userName: value.userName, memo: value.memo || null } });
      message = inviteTexts.sent(value.userName.replace(/^@/, ""));
    } else if (value.intent === "accept") {
      await api.query(AcceptInviteDocument, { inviteId: value.inviteId });
      message = inviteTexts.accepted;
    } else if (value.intent === "decline") {
      await api.query(DeclineInviteDocument, { inviteId: value.inviteId });
      message = inviteTexts.declined;
    } else {
      await api.query(RevokeInviteDocument, { inviteId: value.inviteId });
      message = inviteTexts.revoked;
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = value.intent === "invite" ? fieldErrorsOf(refusal) : {};
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message });
  return redirect(url.pathname);
}
