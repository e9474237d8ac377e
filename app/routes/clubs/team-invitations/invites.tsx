import { Form, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/invites";
import { answerClubInviteAction, loadMyClubInvites } from "~/.server/clubs/team-invitations/invites.server";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { kindLabel, roleLabel } from "~/lib/clubs/team-forms";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Invites/Clubs", backTo: href("/profile/invites") };
export const meta: Route.MetaFunction = () => [{ title: "Club invites" }, { name: "robots", content: "noindex" }];

/**
 * /profile/invites/clubs (spec 1 §2.2 "/profile/invites (club invites)"; ADR 0061): the
 * invitations to clubs' teams the member received, to accept or decline. The club team
 * invitation notification leads here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { invitations: await loadMyClubInvites(context, url) };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return answerClubInviteAction(context, request, url);
}

export default function ClubInvites() {
  const { invitations } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>Club invites</h1>
      <ProfileTabs />
      <p>
        <Link to={href("/profile/invites")}>← Member invites</Link>
      </p>
      <section className="card stack" aria-labelledby="club-invites-title">
        <h2 id="club-invites-title">Invitations to a club's team</h2>
        {invitations.length === 0 ? (
          <p className="empty">No invitations to a club's team.</p>
        ) : (
          <ul className="team-list stack-sm" aria-label="Club team invitations">
            {invitations.map((invitation) => (
              <li key={invitation.invitationId} className="card stack-sm" aria-label={invitation.clubName}>
                <div className="row row-between">
                  <strong>{invitation.clubName}</strong>
                  <div>
                    <span className="pill pill-brand">{roleLabel(invitation.role)}</span>
                    <span className="pill">{kindLabel(invitation.kind)}</span>
                  </div>
                </div>
                <p className="muted">
                  Invited by {invitation.invitedBy.name}
                  {invitation.invitedBy.userName ? ` (@${invitation.invitedBy.userName})` : ""}. Expires {formatEventDay(invitation.expiresUtc, "UTC")}.
                </p>
                <Form method="post" className="row">
                  <input type="hidden" name="invitationId" value={invitation.invitationId} />
                  <StatusButton name="intent" value="accept" pendingFor={{ intent: "accept", invitationId: invitation.invitationId }} pendingText="Joining…">
                    Accept
                  </StatusButton>
                  <StatusButton name="intent" value="decline" variant="secondary" pendingFor={{ intent: "decline", invitationId: invitation.invitationId }} pendingText="Declining…">
                    Decline
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
