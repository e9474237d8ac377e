import { Link } from "react-router";

/**
 * A wizard's numbered steps: the current one marked (aria-current="step"), the others links when
 * `pathOf` gives them a path (a step the member may go back or on to), plain text otherwise.
 */
export function WizardStepList<Step extends string>({
  label,
  steps,
  current,
  pathOf,
}: {
  label: string;
  steps: readonly { value: Step; label: string }[];
  current: Step;
  pathOf: (step: Step, index: number) => string | null;
}) {
  return (
    <nav aria-label={label}>
      <ol className="wizard-steps">
        {steps.map((step, index) => {
          const text = `${index + 1}. ${step.label}`;
          const isCurrent = step.value === current;
          const path = isCurrent ? null : pathOf(step.value, index);
          return (
            <li key={step.value}>
              {path ? (
                <Link to={path} className="wizard-step">
                  {text}
                </Link>
              ) : (
                <span className={`wizard-step${isCurrent ? " wizard-step-current" : ""}`} aria-current={isCurrent ? "step" : undefined}>
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
