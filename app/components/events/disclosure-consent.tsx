// The event's disclosure or privacy policy in an RSVP or Pay form: a link to the document
// and the box that accepts it (spec 2 §3 opt-in; "confirm privacy policy"). Once accepted it
// is only mentioned.
interface Props {
  event: {
    optInDisclosureOrPrivacyPolicy: boolean;
    disclosureTitle?: string | null;
    disclosureFileUrl?: string | null;
    my?: { privacyPolicyState?: string | null } | null;
  };
  error: string | undefined;
  /** Distinguishes the box's ids when a page has two forms. */
  idPrefix: string;
}

export function DisclosureConsent({ event, error, idPrefix }: Props) {
  if (!event.optInDisclosureOrPrivacyPolicy || !event.disclosureFileUrl) return null;
  const title = event.disclosureTitle ?? "disclosure";
  const link = (
    <a href={event.disclosureFileUrl} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
  if (event.my?.privacyPolicyState === "ACCEPTED") return <p className="muted small">You accepted the {link}.</p>;
  const errorId = `${idPrefix}-disclosure-error`;
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" name="acceptDisclosure" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <span>I have read and accept the {link}</span>
      </label>
      <div id={errorId} className="field-error" aria-live="polite">
        {error ?? null}
      </div>
    </div>
  );
}
