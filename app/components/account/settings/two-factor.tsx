import { Form, href, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";

export interface TwoFactorSectionData {
  enabled: boolean;
  phoneNumber: string | null;
  phoneVerified: boolean;
}

/** Settings section: the second factor at sign-in, by e-mail and SMS. Turning it on needs a verified phone. */
export function TwoFactorSection({ data }: { data: TwoFactorSectionData }) {
  return (
    <section className="card stack" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor authentication</h2>
      <p>
        {data.enabled
          ? "On: after your password (or phone code) we ask for a code sent to your email and phone."
          : "Off: signing in needs only your password or a phone code."}
      </p>
      {!data.enabled && !data.phoneVerified ? (
        <p className="muted">
          Turning it on needs a verified phone number.{" "}
          {data.phoneNumber ? <Link to="/auth/verify-phone-number?to=%2Fprofile%2Fsettings">Verify {data.phoneNumber}</Link> : null}
        </p>
      ) : null}
      <Form method="post" action={href("/profile/settings/two-factor")}>
        {data.enabled ? (
          <StatusButton name="intent" value="disable" variant="secondary" pendingText="Turning off…">
            Turn off two-factor authentication
          </StatusButton>
        ) : (
          <StatusButton name="intent" value="enable" pendingText="Turning on…">
            Turn on two-factor authentication
          </StatusButton>
        )}
      </Form>
    </section>
  );
}
