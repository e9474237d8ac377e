import { Form, useNavigation } from "react-router";
import type { OfferStanding } from "~/.server/clubs/redemptions/redemptions.server";

const pts = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "point" : "points"}`;

/**
 * A member's standing on one reward and, when they qualify, the Redeem step: a disclosure that
 * shows the cost and asks to confirm (and, for contact details, the consent), working without JS.
 */
export function RedeemPanel({ offerId, standing, sharesContact, error }: { offerId: string; standing: OfferStanding; sharesContact: boolean; error?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("offerId") === offerId;
  return (
    <div className="stack-sm">
      {standing.balance !== null ? <p className="muted">You have {pts(standing.balance)}{standing.tierName ? ` · tier ${standing.tierName}` : ""}</p> : null}
      {standing.reasons.length > 0 ? (
        <ul className="muted" aria-label="Why you cannot redeem it yet">
          {standing.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {standing.canRedeem ? (
        <details>
          <summary className="btn btn-primary">Redeem</summary>
          <Form method="post" className="stack-sm">
            <input type="hidden" name="offerId" value={offerId} />
            <p>{standing.pointsCost > 0 ? `This costs ${pts(standing.pointsCost)}.` : "This costs no points."}</p>
            {sharesContact ? (
              <label>
                <input type="checkbox" name="shareContact" required /> I agree to share my name and e-mail with the club.
              </label>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {pending ? "Redeeming…" : "Confirm redemption"}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
