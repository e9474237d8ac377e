// "Referral code": another member's code on the Pay form (optional). Folded away (a <details>,
// so it opens without JavaScript) unless it carries an answer or an error.
import { Field } from "~/components/ui/field";
import { REFERRAL_CODE_MAX_INPUT } from "../../../contract/events/referrals";

export function ReferralCodeField({ error, value }: { error?: string | null; value?: string | null }) {
  return (
    <details className="referral-code" open={Boolean(error || value) || undefined}>
      <summary>Have a referral code?</summary>
      <Field label="Referral code" errors={error ? [error] : undefined} hint="The code a member shared with you (optional).">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="referralCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={REFERRAL_CODE_MAX_INPUT}
            defaultValue={value ?? ""}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
    </details>
  );
}
