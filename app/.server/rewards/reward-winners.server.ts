// A pie reward's winners on the web server (ADR 0076): the winner's address form and the code
// by text message, on the reward's page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { SaveRewardShippingAddressDocument, SendRewardCodeBySmsDocument } from "~/graphql/generated";
import { shippingAddressSchema, winnerMessages as m } from "../../../contract/rewards/winners";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export const WINNER_INTENTS = ["save-address", "send-code", "resend-code"] as const;
export type WinnerIntent = (typeof WINNER_INTENTS)[number];
export const isWinnerIntent = (intent: string): intent is WinnerIntent => (WINNER_INTENTS as readonly string[]).includes(intent);

/** The winner's forms on the reward's page (the page's action has checked the member is signed in). */
export async function winnerAction(context: Ctx, intent: WinnerIntent, form: FormData, rewardId: string, url: URL) {
  const session = getSession(context);
  if (intent === "save-address") {
    const submission = parseWithZod(form, { schema: shippingAddressSchema });
    if (submission.status !== "success") return data({ intent, error: "", reasons: [], result: submission.reply() }, { status: 400 });
    // The API checks it again; the phone is already in E.164.
    const input = submission.value;
    try {
      await getApi(context).query(SaveRewardShippingAddressDocument, { rewardId, input });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ intent, error: "", reasons: [], result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
    }
    session.flash({ kind: "success", message: m.addressSaved });
    return redirect(url.pathname);
  }
  try {
    await getApi(context).query(SendRewardCodeBySmsDocument, { rewardId, resend: intent === "resend-code" });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent, error: refusal.message, reasons: [] }, { status: refusalStatus(refusal) });
  }
  session.flash({ kind: "success", message: m.codeSent });
  return redirect(url.pathname);
}
