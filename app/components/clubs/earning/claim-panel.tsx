import { Form, useNavigation } from "react-router";
import type { ClaimReply } from "~/.server/clubs/earning/claims.server";
import type { ClaimFieldsFragment } from "~/graphql/generated";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { claimMessages as t, CLAIM_LINK_MAX, CLAIM_NOTE_MAX } from "../../../../contract/clubs/claims";

/** The claim's state as the member reads it. */
function ClaimState({ claim, points }: { claim: ClaimFieldsFragment; points: number }) {
  if (claim.status === "PENDING") return <Alert kind="info">{t.pending}</Alert>;
  if (claim.status === "APPROVED") return <Alert kind="success">{t.approved(points)}</Alert>;
  return <Alert kind="warning">{claim.decisionReason ? t.rejectedBecause(claim.decisionReason) : t.rejected}</Alert>;
}

/**
 * A member's claim of a social-action, survey or download rule on its card (ADR 0079): their
 * latest claim's state and, while they may claim (none waits, below the rule's most times), the
 * form (a note and an optional link). Works without JS.
 */
export function ClaimPanel({
  offerId,
  points,
  claim,
  canClaim,
  reply,
}: {
  offerId: string;
  points: number;
  claim: ClaimFieldsFragment | null;
  canClaim: boolean;
  reply: ClaimReply["claim"] | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("offerId") === offerId && navigation.formData?.get("intent") === "claim";
  return (
    <div className="stack-sm">
      {claim ? <ClaimState claim={claim} points={points} /> : null}
      {!canClaim && !reply ? null : (
        <Form method="post" className="stack-sm" aria-label={t.claim}>
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="offerId" value={offerId} />
          {reply?.formError ? <Alert kind="danger">{reply.formError}</Alert> : null}
          <Field label={t.note} hint={t.noteHint} errors={reply?.fieldErrors.note}>
            {({ id, describedBy, invalid }) => (
              <textarea id={id} name="note" rows={2} maxLength={CLAIM_NOTE_MAX} required defaultValue={reply?.values.note ?? ""} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label={`${t.link} (optional)`} hint={t.linkHint} errors={reply?.fieldErrors.link}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name="link" type="text" inputMode="url" autoCapitalize="none" spellCheck={false} maxLength={CLAIM_LINK_MAX} defaultValue={reply?.values.link ?? ""} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <div>
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {pending ? t.claiming : t.claim}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
