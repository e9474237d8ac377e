import { Link } from "react-router";
import { WIZARD_STEPS, type WizardStep } from "~/lib/clubs/forms";

/**
 * The rep club wizard's steps (spec 3 §2: Details, Image, Accounts, Preview; the Club Type step
 * is hidden). Steps after Details open once the club exists; the current one is marked.
 */
export function WizardSteps({ current, pathOf }: { current: WizardStep; pathOf: ((step: WizardStep) => string) | null }) {
  return (
    <nav aria-label="Create club steps">
      <ol className="wizard-steps">
        {WIZARD_STEPS.map((step, index) => {
          const label = `${index + 1}. ${step.label}`;
          const isCurrent = step.value === current;
          return (
            <li key={step.value}>
              {pathOf && !isCurrent ? (
                <Link to={pathOf(step.value)} className="wizard-step">
                  {label}
                </Link>
              ) : (
                <span className={`wizard-step${isCurrent ? " wizard-step-current" : ""}`} aria-current={isCurrent ? "step" : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
