import { useNavigation } from "react-router";

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Shown while this button's submission is in flight. */
  pendingText?: string;
  variant?: "primary" | "secondary" | "danger" | "ghost";
  /** Fields the submitting form must also carry to count as this button's (a row's id, on a list of row forms). */
  pendingFor?: Record<string, string>;
};

/**
 * A submit button that shows a pending state while its own form submits
 * (matched by its name/value), and does nothing special without JavaScript.
 */
export function StatusButton({ pendingText, variant = "primary", pendingFor, children, className, disabled, "aria-label": label, ...rest }: Props) {
  const navigation = useNavigation();
  const name = rest.name;
  const value = rest.value;
  const pending =
    navigation.state === "submitting" &&
    (name === undefined || navigation.formData?.get(String(name)) === String(value ?? "")) &&
    Object.entries(pendingFor ?? {}).every(([field, expected]) => navigation.formData?.get(field) === expected);
  // A button named by aria-label (a row's "Approve Sam") keeps its visible text in its name
  // while it shows the pending text too, so what a screen reader says matches what is seen.
  return (
    <button
      type="submit"
      className={`button button-${variant} ${className ?? ""}`}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      aria-label={label && pending && pendingText !== undefined ? `${pendingText} ${label}` : label}
      {...rest}
    >
      {pending ? (pendingText ?? children) : children}
    </button>
  );
}
