// Messaging an event's attendees on the server: the form's answer.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { groupMessageMessages as m } from "../../../../contract/hosting/guests-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { SendGroupMessageDocument } from "~/graphql/generated";
import { messageFormSchema } from "~/lib/hosting/guests/message-form";

type Ctx = Readonly<RouterContextProvider>;

export async function sendMessageAction(context: Ctx, url: URL, eventId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: messageFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    const { event } = await getApi(context).query(SendGroupMessageDocument, { input: { eventId, ...submission.value } });
    getSession(context).flash({ kind: "success", message: m.sent(event.sendGroupMessage.sent) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    return data({ result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [refusal.message] }), sent: false }, { status: refusalStatus(refusal) });
  }
  // ?sent tells the page to drop the browser's draft.
  return redirect(`${href("/rep-club/events/:id/message", { id: eventId })}?sent=1`);
}
