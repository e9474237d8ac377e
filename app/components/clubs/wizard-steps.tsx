import { WIZARD_STEPS, type WizardStep } from "~/lib/clubs/forms";
import { WizardStepList } from "~/components/ui/wizard-steps";

/**
 * The rep club wizard's steps (spec 3 §2: Details, Image, Accounts, Preview; the Club Type step
 * is hidden). Steps after Details open once the club exists; the current one is marked.
 */
export function WizardSteps({ current, pathOf }: { current: WizardStep; pathOf: ((step: WizardStep) => string) | null }) {
  return <WizardStepList label="Create club steps" steps={WIZARD_STEPS} current={current} pathOf={(step) => (pathOf ? pathOf(step) : null)} />;
}
