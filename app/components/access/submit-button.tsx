import type { FormTarget } from "./form-target";

/** An auth form's submit button: carries the intent and shows `pendingText` while its submission is in flight. */
export function IntentSubmitButton({
  target,
  intent,
  pendingText,
  disabled,
  variant = "primary",
  children,
}: {
  target: FormTarget;
  intent: string;
  pendingText: string;
  disabled?: boolean;
  variant?: "primary" | "ghost";
  children: string;
}) {
  const pending = target.isSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} className={`button button-${variant}`} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}
