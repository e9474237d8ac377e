import { href, Link } from "react-router";

/** "By continuing, you agree to our Terms of Service and Privacy Policy." with both documents linked. */
export function TermsNotice() {
  return (
    <p className="muted small">
      By continuing, you agree to our{" "}
      <Link to={href("/terms-of-service")} target="_blank" rel="noopener">
        Terms of Service
      </Link>{" "}
      and{" "}
      <Link to={href("/privacy-policy")} target="_blank" rel="noopener">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
