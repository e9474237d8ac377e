import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/role-invite";
import { loadRoleInvite, respondAction } from "~/.server/hosting/role-invite.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";

export const meta: Route.MetaFunction = () => [{ title: "Team invitation" }, { name: "robots", content: "noindex" }];

/** /events/{slug}/role-invite?invite={id} (from the e-mail) or ?token= (an invite link). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { invite: await loadRoleInvite(context, url, params.slug) };
}

/** intent=accept or intent=decline. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  return respondAction(context, request, url, params.slug);
}

export default function RoleInvitePage() {
  const { invite } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="stack card role-invite">
      <h1>Join the team of {invite.eventName}</h1>
      <p>
        {invite.invitedByName || "A host"} invited you to be <strong>{invite.label}</strong> of {invite.eventName}.
      </p>
      {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
      <Form method="post" className="button-row">
        <StatusButton name="intent" value="accept" pendingText="Accepting…">
          Accept
        </StatusButton>
        <StatusButton name="intent" value="decline" variant="secondary" pendingText="Declining…">
          Decline
        </StatusButton>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
