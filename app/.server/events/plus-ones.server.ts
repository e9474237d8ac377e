// Changing a ticket's plus-ones from its page (/events/{slug}/ticket; ADR 0068): the number
// checked here, then the API's change (its limit, the places left, the event not started);
// a refusal comes back at the field with the typed number kept (status 400).
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { refusalOrThrow, refusalStatus, refusalWithCode } from "~/.server/platform/responses.server";
import { SetPlusOnesDocument } from "~/graphql/generated";
import { eventMessages as m } from "../../../contract/events/messages";

type Ctx = Readonly<RouterContextProvider>;

const shownRefusal = refusalWithCode("BAD_USER_INPUT", "CONFLICT", "NOT_FOUND");
const WHOLE_NUMBER = "Enter a whole number from 0.";

export interface PlusOnesAnswer {
  plusOnes: { ticketId: string; value: string; error: string };
}

export async function plusOnesAction(context: Ctx, formData: FormData, slug: string, url: URL) {
  requireUser(context, url);
  const ticketId = String(formData.get("ticketId") ?? "");
  const value = String(formData.get("additionalGuests") ?? "").trim();
  const refuse = (error: string, status: number) => data<PlusOnesAnswer>({ plusOnes: { ticketId, value, error } }, { status });
  if (!/^\d{1,3}$/.test(value)) return refuse(WHOLE_NUMBER, 400);
  try {
    await getApi(context).query(SetPlusOnesDocument, { ticketId, additionalGuests: Number(value) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return refuse(refusal.fields.additionalGuests ?? refusal.message, refusalStatus(refusal));
  }
  getSession(context).flash({ kind: "success", message: m.plusOnesSaved });
  return redirect(href("/events/:slug/ticket", { slug }));
}
