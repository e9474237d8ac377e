import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-invites";
import { answerInviteAction } from "~/.server/account/invites.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { InviteList } from "~/components/account/invite-list";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { ProfileInvitesReceivedDocument, ProfileInvitesSentDocument } from "~/graphql/generated";
import type { InviteRow } from "~/components/account/invite-list";
import { inviteTexts } from "~/lib/account/profile-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Invites" };
export const meta: Route.MetaFunction = () => [{ title: "Invites" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = getApi(context);
  // One after the other: asked together, the client would batch them past the API's cost limit.
  const received = await loadOrThrow(context, () => api.query(ProfileInvitesReceivedDocument), url);
  const sent = await loadOrThrow(context, () => api.query(ProfileInvitesSentDocument), url);
  return data({ remaining: received.user.me.userInvitesRemaining, received: received.invite.received.nodes, sent: sent.invite.mine.nodes });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return answerInviteAction(context, request, url);
}

const isOpen = (invite: InviteRow) => !invite.isRevoked && !invite.isExpired && !invite.isInviteUsed;

/** Invites received (accept, decline) and sent (revoke), and a new invite by user name. */
export default function ProfileInvites() {
  const { remaining, received, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "invite-by-username", lastResult: actionData?.result });
  const formError = form.errors?.[0];
  return (
    <section className="stack-lg">
      <h1>Invites</h1>
      <ProfileTabs />
      {/* Club team invitations have their own page (ADR 0061). */}
      <p>
        <Link to="/profile/invites/clubs">Club invites</Link>
      </p>
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <section className="card stack" aria-labelledby="invite-new-title">
        <h2 id="invite-new-title">Invite a member</h2>
        <p className="muted">{inviteTexts.remaining(remaining)}</p>
        <Form method="post" {...getFormProps(form)} className="stack">
          <div className="row-2">
            <Field label="Username" errors={fields.userName.errors}>
              {({ id, describedBy, invalid }) => (
                <input {...getInputProps(fields.userName, { type: "text" })} id={id} autoCapitalize="none" spellCheck={false} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
              )}
            </Field>
            <Field label="Note (optional)" errors={fields.memo.errors}>
              {({ id, describedBy, invalid }) => <input {...getInputProps(fields.memo, { type: "text" })} id={id} maxLength={200} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
            </Field>
          </div>
          <div>
            <StatusButton name="intent" value="invite" pendingText="Sending…" disabled={remaining <= 0}>
              Send invite
            </StatusButton>
          </div>
        </Form>
      </section>
      <section className="card stack" aria-labelledby="invites-received-title">
        <h2 id="invites-received-title">Received</h2>
        <InviteList
          label="Invites received"
          invites={received}
          empty={inviteTexts.noneReceived}
          actionsFor={(invite) =>
            isOpen(invite) && !invite.myResponse && !invite.isUsedByMe
              ? [
                  { intent: "accept", label: "Accept", variant: "primary" },
                  { intent: "decline", label: "Decline", variant: "secondary" },
                ]
              : []
          }
        />
      </section>
      <section className="card stack" aria-labelledby="invites-sent-title">
        <h2 id="invites-sent-title">Sent</h2>
        <InviteList label="Invites sent" invites={sent} empty={inviteTexts.noneSent} actionsFor={(invite) => (isOpen(invite) ? [{ intent: "revoke", label: "Revoke", variant: "danger" }] : [])} />
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
