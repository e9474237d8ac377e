import { Form, href, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/claims";
import { decideClaimAction, loadRuleClaims } from "~/.server/clubs/earning/claims.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { claimsPath } from "~/lib/clubs/claim-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { claimMessages as t, CLAIM_REASON_MAX } from "../../../../contract/clubs/claims";

export const handle: RouteHandle = { title: "Club/Offers/Claims" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? t.title(data.offer.title) : "Claims" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/offer/detail/{id}/claims (ADR 0079): a reward manager approves or
 * rejects members' claims of a social-action, survey or download rule. MANAGE_REWARDS; 404 for anyone else.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadRuleClaims(context, url, params.club_id, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return decideClaimAction(context, request, url, params.club_id, params.id);
}

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function RuleClaims() {
  const { club, offer, pending, decided } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>()?.decision;
  const navigation = useNavigation();
  const busy = (claimId: string, intent: string) => navigation.state !== "idle" && navigation.formData?.get("claimId") === claimId && navigation.formData?.get("intent") === intent;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offer/detail/:id", { club_id: club.clubId, id: offer.offerId })}>← {offer.title}</Link>
      </p>
      <h1>{t.title(offer.title)}</h1>
      {pending.length === 0 ? <p className="empty">{t.noPending}</p> : null}
      <ul className="stack" aria-label={t.link_}>
        {pending.map((claim) => {
          const mine = answer?.claimId === claim.claimId ? answer : null;
          return (
            <li key={claim.claimId} className="card stack-sm">
              <h2 className="h3">@{claim.userName ?? "member"}</h2>
              <p>{claim.note}</p>
              {claim.link ? (
                <p>
                  <a href={claim.link} rel="noopener noreferrer nofollow" target="_blank">
                    {claim.link}
                  </a>
                </p>
              ) : null}
              <p className="muted small">
                <time dateTime={claim.createdUtc}>{when(claim.createdUtc)}</time>
              </p>
              {mine?.error ? <Alert kind="danger">{mine.error}</Alert> : null}
              <Form method="post" action={claimsPath(club.clubId, offer.offerId)} className="stack-sm" aria-label={`Decide @${claim.userName ?? "member"}'s claim`}>
                <input type="hidden" name="claimId" value={claim.claimId} />
                <Field label={t.rejectReason} errors={mine?.fieldErrors.reason}>
                  {({ id, describedBy, invalid }) => (
                    <input id={id} name="reason" type="text" maxLength={CLAIM_REASON_MAX} defaultValue={mine?.reason ?? ""} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
                  )}
                </Field>
                <div className="row">
                  <button type="submit" name="intent" value="approve" className="btn btn-primary" disabled={navigation.state !== "idle"}>
                    {busy(claim.claimId, "approve") ? t.approving : t.approve}
                  </button>
                  <button type="submit" name="intent" value="reject" className="btn btn-secondary" disabled={navigation.state !== "idle"}>
                    {busy(claim.claimId, "reject") ? t.rejecting : t.reject}
                  </button>
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      {decided.length > 0 ? (
        <section className="stack-sm" aria-labelledby="decided-claims">
          <h2 id="decided-claims">{t.recent}</h2>
          <ul className="stack-sm">
            {decided.map((claim) => (
              <li key={claim.claimId}>
                @{claim.userName ?? "member"}: {claim.note} — {claim.status === "APPROVED" ? "approved" : `rejected${claim.decisionReason ? ` (${claim.decisionReason})` : ""}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
