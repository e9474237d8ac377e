import type { SubmissionResult } from "@conform-to/react";
import { href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/message";
import { loadManagedEvent } from "~/.server/hosting/guests/managed-event.server";
import { sendMessageAction } from "~/.server/hosting/guests/message.server";
import { MessageForm } from "~/components/hosting/guests/message-form";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { messageTexts as t } from "~/lib/hosting/guests/message-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Message`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

/** Message the event's attendees by e-mail and/or SMS (spec 2 §7 send group message). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const event = await loadManagedEvent(context, url, params.id, "MESSAGE_ATTENDEES");
  return { event, justSent: url.searchParams.has("sent") };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const event = await loadManagedEvent(context, url, params.id, "MESSAGE_ATTENDEES");
  return sendMessageAction(context, url, event.eventId, await request.formData());
}

export default function Message() {
  const { event, justSent } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined;
  return (
    <div className="stack-lg host-guests-page">
      <h2>{t.title}</h2>
      <section className="card">
        <MessageForm key={justSent ? "sent" : "draft"} eventId={event.eventId} justSent={justSent} lastResult={answer?.result} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
