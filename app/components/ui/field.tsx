import { useId } from "react";

interface FieldProps {
  label: string;
  /** Conform field errors (or any list of messages) for this field. */
  errors?: string[] | undefined;
  hint?: React.ReactNode;
  /** Rendered input; receives the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => React.ReactNode;
  className?: string;
}

/** A labelled field whose error is tied to the input with aria-describedby. */
export function Field({ label, errors, hint, children, className }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  // An error that repeats the hint (the password rule) replaces it: the words are shown once.
  const showHint = Boolean(hint) && !(invalid && errors![0] === hint);
  const describedBy = [showHint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid })}
      {showHint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      <div id={errorId} className="field-error" aria-live="polite">
        {invalid ? errors![0] : null}
      </div>
    </div>
  );
}
