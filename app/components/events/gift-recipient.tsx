// "Gift to another member": the optional recipient on the RSVP and Pay forms. Folded away
// (a <details>, so it opens without JavaScript) unless it carries an answer or an error.
import { Field } from "~/components/ui/field";
import { RECIPIENT_MAX_LENGTH, ticketTransferMessages as m } from "../../../contract/events/messages";

export function GiftRecipientField({ error, value }: { error?: string | null; value?: string | null }) {
  return (
    <details className="gift-recipient" open={Boolean(error || value) || undefined}>
      <summary>{m.giftLabel}</summary>
      <Field label={m.recipientLabel} errors={error ? [error] : undefined} hint={m.giftHint}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="giftRecipient"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={RECIPIENT_MAX_LENGTH}
            defaultValue={value ?? ""}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
    </details>
  );
}
