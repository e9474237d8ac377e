import { Form, useNavigation } from "react-router";
import type { OfferStanding } from "~/.server/clubs/redemptions/redemptions.server";
import { formatMoney } from "~/lib/format";
import { offerOrderMessages as om } from "../../../../contract/clubs/offer-orders-messages";

const pts = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "point" : "points"}`;

/**
 * A member's standing on one offer and, when they qualify, the Redeem step (or, for a paid offer,
 * Buy: off to the payment page, ADR 0080): a disclosure that shows the cost and asks to confirm
 * (and, for contact details, the consent), working without JS. `buyKey`: the page's idempotency key.
 */
export function RedeemPanel({ offerId, standing, sharesContact, error, buyKey }: { offerId: string; standing: OfferStanding; sharesContact: boolean; error?: string; buyKey: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("offerId") === offerId;
  const price = standing.priceCents != null ? formatMoney(standing.priceCents, standing.currency ?? "USD") : null;
  const points = standing.pointsCost > 0 ? pts(standing.pointsCost) : null;
  return (
    <div className="stack-sm">
      {standing.balance !== null ? <p className="muted">You have {pts(standing.balance)}{standing.tierName ? ` · tier ${standing.tierName}` : ""}</p> : null}
      {standing.reasons.length > 0 ? (
        <ul className="muted" aria-label={price ? "Why you cannot buy it yet" : "Why you cannot redeem it yet"}>
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
          <summary className="btn btn-primary">{price ? om.buy(price) : "Redeem"}</summary>
          <Form method="post" className="stack-sm">
            <input type="hidden" name="offerId" value={offerId} />
            {price ? (
              <>
                <input type="hidden" name="intent" value="buy" />
                {/* One order per offer and page: a second click answers the first order. */}
                <input type="hidden" name="idempotencyKey" value={`${buyKey}:${offerId}`} />
                <p>{points ? `This costs ${price} and ${points}, taken once the payment is confirmed.` : `This costs ${price}, paid by card.`}</p>
              </>
            ) : (
              <p>{points ? `This costs ${points}.` : "This costs no points."}</p>
            )}
            {sharesContact ? (
              <label>
                <input type="checkbox" name="shareContact" required /> I agree to share my name and e-mail with the club.
              </label>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {price ? (pending ? om.buying : `Pay ${price}`) : pending ? "Redeeming…" : "Confirm redemption"}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
