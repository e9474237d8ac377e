import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/accept-invite";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Avatar } from "~/components/ui/avatar";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { AcceptInviteDocument, DeclineInviteDocument, InviteByIdDocument } from "~/graphql/generated";
import { formatEventDay } from "~/lib/format";
import { decideInvite, isInviteId } from "~/lib/guards";
import { inviteMessages as m } from "~/lib/access/messages";
import { safeRedirect } from "~/lib/safe-redirect";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.invite.inviter.name} invited you` : "Invite" },
  { name: "robots", content: "noindex" },
];

/**
 * The invite guard (spec 1 §2.3): a visitor without a session signs up first (with the
 * optional `email`), and the invite is held so that after sign-up or login they come
 * back here. Then the usual member checks (second step, profile) apply.
 */
function guard(context: Route.LoaderArgs["context"], url: URL, inviteId: string) {
  const session = getSession(context);
  if (!isInviteId(inviteId)) throw data("The link may be broken, or the page may have been removed or made private.", { status: 404 });
  const target = decideInvite({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) {
    session.holdInvite(inviteId);
    throw redirect(target);
  }
  return requireUser(context, url);
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  guard(context, url, params.id);
  // Back on the invite: nothing is held any more.
  getSession(context).holdInvite(null);
  const { invite } = await loadOrThrow(context, () => getApi(context).query(InviteByIdDocument, { inviteId: params.id }), url);
  return data({ invite: invite.byId });
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  guard(context, url, params.id);
  const session = getSession(context);
  const intent = (await request.formData()).get("intent");
  const api = getApi(context);
  try {
    if (intent === "decline") {
      await api.query(DeclineInviteDocument, { inviteId: params.id });
      session.holdInvite(null);
      session.flash({ kind: "info", message: m.declined });
      return redirect(href("/events"));
    }
    const { invite } = await api.query(AcceptInviteDocument, { inviteId: params.id });
    session.holdInvite(null);
    session.flash({ kind: "success", message: m.accepted });
    return redirect(safeRedirect(invite.accept.redirectUrl, "/events"));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("CONFLICT", "BAD_USER_INPUT"));
    return data({ error: refusal.message }, { status: 400 });
  }
}

const isPdf = (url: string) => /\.pdf($|[?#])/i.test(url);

/** Accept invite (spec 1 §2.1, §3 Invite): who invited you, the memo, and the actions with their disclosure. */
export default function AcceptInvite() {
  const { invite } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const disclosure = invite.actions.find((a) => a.disclosure)?.disclosure ?? null;
  const closed = invite.isRevoked ? m.revoked : invite.isExpired ? m.expired : invite.isInviteUsed && !invite.isUsedByMe ? m.used : null;
  const canAnswer = !closed && !invite.isMine && !invite.isUsedByMe;

  return (
    <section className="invite-page stack-lg">
      <header className="invite-head">
        <Avatar url={invite.inviter.avatarUrl} size={64} />
        <div>
          <p className="muted small">Invite {invite.formattedInviteId}</p>
          <h1>{invite.inviter.name} invited you</h1>
          {invite.inviter.userName ? <p className="muted">@{invite.inviter.userName}</p> : null}
        </div>
      </header>

      {invite.memo ? <blockquote className="invite-memo">{invite.memo}</blockquote> : null}

      <p className="muted small">
        {invite.isExpired ? "Expired" : "Valid until"} {formatEventDay(invite.expiredAt, "UTC")}
        {invite.usesPerInvite > 1 ? ` · ${invite.validInvitesRemaining} of ${invite.usesPerInvite} places left` : null}
      </p>

      {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
      {closed ? <Alert kind="warning">{closed}</Alert> : null}
      {invite.isMine ? <Alert kind="info">{m.mine}</Alert> : null}
      {invite.isUsedByMe ? (
        <Alert kind="success">
          {m.alreadyAccepted}{" "}
          <Link to={safeRedirect(invite.redirectUrl, "/events")}>Continue</Link>
        </Alert>
      ) : null}

      {disclosure ? (
        <div className="card stack disclosure">
          <h2>{disclosure.title}</h2>
          <p>{disclosure.description}</p>
          {disclosure.documentUrl ? (
            <p>
              <a href={disclosure.documentUrl} target="_blank" rel="noopener noreferrer" className="document-link">
                {isPdf(disclosure.documentUrl) ? m.openPdf : m.openDocument}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}

      {canAnswer ? (
        <Form method="post" className="row">
          <StatusButton name="intent" value="accept" pendingText="Accepting…">
            {disclosure?.acceptButtonTitle ?? m.defaultAcceptButton}
          </StatusButton>
          <StatusButton name="intent" value="decline" variant="ghost" pendingText="Declining…">
            {m.declineButton}
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
