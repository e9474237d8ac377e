import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/invitation";
import { answerInvitation, loadInvitation } from "~/.server/hosting/guests/invitation.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { INVITATION_STATE_LABELS } from "~/lib/hosting/guests/invite-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Invitation", backTo: href("/events") };

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Invitation: ${data.eventName}` : "Invitation" }, { name: "robots", content: "noindex" }];

/** The e-mailed link of an invitation (spec 2 §4): the invitee accepts or declines. Others' invitations are the 404 page. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadInvitation(context, url, params.invitationId);
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  return answerInvitation(context, url, params.invitationId, await request.formData());
}

export default function Invitation() {
  const invitation = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const answered = invitation.state !== "INVITED";
  return (
    <div className="page-narrow stack-lg">
      <div className="card stack">
        <h1>{invitation.eventName}</h1>
        <p>
          {invitation.inviterName ? `${invitation.inviterName} invited you.` : "You are invited."}
          {invitation.ticketName ? ` Your invitation includes ${invitation.quantity} × ${invitation.ticketName}.` : ""}
        </p>
        {answered ? <p className="pill">{`Your answer: ${INVITATION_STATE_LABELS[invitation.state]}`}</p> : null}
        {answer?.error ? <Alert kind="danger">{answer.error}</Alert> : null}
        <Form method="post" className="button-row">
          <StatusButton name="intent" value="accept" pendingText="Accepting…" disabled={invitation.state === "INVITEE_ACCEPTED"}>
            Accept
          </StatusButton>
          <StatusButton name="intent" value="decline" variant="secondary" pendingText="Declining…" disabled={invitation.state === "INVITEE_DECLINED"}>
            Decline
          </StatusButton>
        </Form>
        <Link to={href("/events/:slug", { slug: invitation.eventSlug })}>See the event</Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
