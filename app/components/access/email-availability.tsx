import { useEffect, useMemo } from "react";
import { useFetcher } from "react-router";
import { CheckIcon, WarningIcon } from "~/components/ui/icons";
import { useDebouncedValue } from "~/hooks/use-debounced-value";
import { EMAIL_CHECK_DEBOUNCE_MS } from "~/lib/access/constants";
import { emailField } from "~/lib/access/schemas";

/** The sign-up form's live e-mail availability check (spec 1 §2.1, §5), shared by the page and the auth modal. */
export type Availability = "idle" | "checking" | "available" | "taken" | "unknown";

export function useEmailAvailability(email: string): Availability {
  const fetcher = useFetcher<{ email?: string; available: boolean | null }>();
  const current = email.trim().toLowerCase();
  const valid = useMemo(() => emailField.safeParse(current).success, [current]);
  const debounced = useDebouncedValue(valid ? current : "", EMAIL_CHECK_DEBOUNCE_MS);
  const { load } = fetcher;
  useEffect(() => {
    if (debounced) load(`/resources/email-availability?email=${encodeURIComponent(debounced)}`);
  }, [debounced, load]);
  if (!valid) return "idle";
  if (fetcher.state !== "idle" || fetcher.data?.email !== current) return "checking";
  if (fetcher.data.available === true) return "available";
  if (fetcher.data.available === false) return "taken";
  return "unknown";
}

export function EmailStatus({ availability }: { availability: Availability }) {
  if (availability === "checking") return <span className="spinner" role="status" aria-label="Checking email" />;
  if (availability === "available")
    return (
      <span className="status-ok" role="status" aria-label="Email is available">
        <CheckIcon />
      </span>
    );
  if (availability === "taken")
    return (
      <span className="status-warn" role="status" aria-label="Email already used">
        <WarningIcon />
      </span>
    );
  return null;
}
