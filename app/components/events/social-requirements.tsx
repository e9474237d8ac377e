// The social accounts an event asks its guests to connect (spec 2 §3 social account
// requirements): which ones, whether each is required, whether the viewer still has to
// connect it, and where (the profile's Social accounts tab). Shown in the RSVP and Pay forms;
// the API refuses a ticket while a required one is missing, and its answer shows here.
import { href, Link } from "react-router";
import { SOCIAL_PROVIDER_LABELS, type ShownSocialProvider } from "../../../contract/account/profile";

interface Props {
  event: {
    optInSocialAccountRequirements: boolean;
    socialAccountRequirements: { scheme: string; isRequired: boolean }[];
    my?: { missingSocialAccounts: string[] } | null;
  };
  error: string | undefined;
  /** Distinguishes the ids when a page has two forms. */
  idPrefix: string;
}

export function SocialRequirements({ event, error, idPrefix }: Props) {
  const requirements = event.socialAccountRequirements;
  if (!event.optInSocialAccountRequirements || requirements.length === 0) return null;
  const signedIn = Boolean(event.my);
  const missing = new Set(event.my?.missingSocialAccounts ?? []);
  const id = `${idPrefix}-social`;
  return (
    <div className="field social-requirements" role="group" aria-labelledby={`${id}-heading`} aria-describedby={error ? `${id}-error` : undefined}>
      <p id={`${id}-heading`}>
        <strong>Social accounts</strong>
        <span className="muted small block">The host asks guests to connect these accounts to their profile.</span>
      </p>
      <ul className="stack-sm">
        {requirements.map((requirement) => {
          const name = SOCIAL_PROVIDER_LABELS[requirement.scheme as ShownSocialProvider] ?? requirement.scheme;
          const [text, pill] = !requirement.isRequired
            ? ["Optional", ""]
            : !signedIn
              ? ["Required", "pill-warn"]
              : missing.has(requirement.scheme)
                ? ["Required · not connected", "pill-danger"]
                : ["Connected", "pill-success"];
          return (
            <li key={requirement.scheme}>
              {name} <span className={`pill ${pill}`}>{text}</span>
            </li>
          );
        })}
      </ul>
      {missing.size > 0 ? (
        <p className="small">
          <Link to={href("/profile/social")}>Connect your accounts in your profile</Link>, then come back to get your ticket.
        </p>
      ) : null}
      <div id={`${id}-error`} className="field-error" aria-live="polite">
        {error ?? null}
      </div>
    </div>
  );
}
