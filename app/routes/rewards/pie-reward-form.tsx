import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/pie-reward-form";
import { loadRewardWizard, rewardWizardAction, type WizardProblem } from "~/.server/rewards/reward-wizard.server";
import { PrivacyPolicyText, RewardExtras, RewardFactsList } from "~/components/rewards/pie-reward-parts";
import { AchievementStep, DetailsStep, RedemptionStep, RequirementsStep, SettingsStep, TimeFrameStep, type WizardFields } from "~/components/rewards/reward-wizard-steps";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { stepSchema } from "~/lib/rewards/pie-reward-form";
import type { RouteHandle } from "~/lib/route-handle";
import { withHubPie, withQuery } from "~/lib/pies/hub-pie";
import { REWARD_WIZARD_STEP_KEYS, REWARD_WIZARD_STEPS, type RewardWizardStep } from "../../../contract/rewards/pie-rewards";

export const handle: RouteHandle = { title: "Pie hub/Rewards", backTo: (data) => withHubPie("/legacy/pie-hub/rewards", (data as { pie?: { chosen: string | null } } | undefined)?.pie?.chosen ?? null) };
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.reward ? `Edit ${loaderData.reward.displayName}` : "Create a reward"}: ${loaderData ? stepName(loaderData.step) : ""}` },
  { name: "robots", content: "noindex" },
];

/**
 * The pie hub's reward wizard (spec 3 §2; ADR 0077) at /legacy/pie-hub/rewards/create and
 * rewards/edit/{id}, a step per ?step=: Details, Requirements, Time Frame, Settings, Redemption,
 * Achievement, Preview. Next checks the step and keeps it in the draft (?draft=); Save on Preview publishes.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return data(await loadRewardWizard(context, url, params.rewardId ?? null));
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return rewardWizardAction(context, request, url, params.rewardId ?? null);
}

const stepName = (step: RewardWizardStep) => REWARD_WIZARD_STEPS[REWARD_WIZARD_STEP_KEYS.indexOf(step)]!;
const stepHref = (base: string, step: RewardWizardStep, draftId: string | null) => `${withQuery(base, "")}step=${step}${draftId ? `&draft=${encodeURIComponent(draftId)}` : ""}`;

type Answer = { result?: SubmissionResult<string[]>; problems: WizardProblem[] } | undefined;

export default function PieRewardWizard() {
  const { pie, reward, step, draftId, basePath } = useLoaderData<typeof loader>();
  const index = REWARD_WIZARD_STEP_KEYS.indexOf(step);
  return (
    <section className="stack card narrow">
      <h1>{reward ? `Edit ${reward.displayName}` : "Create a reward"}</h1>
      <p>A reward of {pie.displayName}.</p>
      <nav aria-label="Wizard steps">
        <ol className="wizard-steps">
          {REWARD_WIZARD_STEP_KEYS.map((key, i) => (
            <li key={key}>
              <Link to={stepHref(basePath, key, draftId)} aria-current={key === step ? "step" : undefined}>
                {i + 1}. {stepName(key)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h2>
        Step {index + 1} of {REWARD_WIZARD_STEP_KEYS.length}: {stepName(step)}
      </h2>
      {step === "preview" ? <PreviewStep /> : <StepForm key={`${step}:${draftId ?? ""}`} />}
    </section>
  );
}

function StepForm() {
  const { badges, step, draftId, values, avatarSrc, basePath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const schema = stepSchema(step);
  const [form, fields] = useForm({
    id: `pie-reward-${step}`,
    lastResult: answer?.result,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const all = fields as unknown as WizardFields;
  const fileErrors = (name: string) => answer?.result?.error?.[name] ?? undefined;
  const index = REWARD_WIZARD_STEP_KEYS.indexOf(step);
  const previous = REWARD_WIZARD_STEP_KEYS[index - 1];
  return (
    <Form method="post" action={stepHref(basePath, step, draftId)} encType="multipart/form-data" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {step === "details" ? <DetailsStep fields={all} avatarSrc={avatarSrc} avatarErrors={fileErrors("avatar")} /> : null}
      {step === "requirements" ? <RequirementsStep fields={all} /> : null}
      {step === "time-frame" ? <TimeFrameStep fields={all} /> : null}
      {step === "settings" ? <SettingsStep fields={all} badges={badges} privacyFileErrors={fileErrors("privacyFile")} /> : null}
      {step === "redemption" ? <RedemptionStep fields={all} /> : null}
      {step === "achievement" ? <AchievementStep fields={all} badges={badges} /> : null}
      <div className="row">
        {previous ? (
          <Link to={stepHref(basePath, previous, draftId)} className="button button-secondary">
            Back
          </Link>
        ) : null}
        <StatusButton pendingText="Saving…">Next</StatusButton>
      </div>
    </Form>
  );
}

/** What members will see, from the draft; Save publishes it (or says what to fix, on which step). */
function PreviewStep() {
  const { reward, preview, draftId, basePath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const problems = answer?.problems.length ? answer.problems : (preview?.problems ?? []);
  const shown = preview?.reward;
  return (
    <div className="stack">
      {problems.length ? (
        <Alert kind="danger">
          Fix these before saving:
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.step}:${problem.message}`}>
                <Link to={stepHref(basePath, problem.step, draftId)}>{problem.label}</Link>: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {shown ? (
        <article className="stack" aria-label="Preview">
          <h3>{shown.displayName}</h3>
          {shown.bio ? <p>{shown.bio}</p> : null}
          <RewardExtras reward={shown} />
          <RewardFactsList reward={shown} />
          {shown.redeemDescription ? <p>{shown.redeemDescription}</p> : null}
          {shown.privacyPolicy ? <PrivacyPolicyText policy={shown.privacyPolicy} /> : null}
        </article>
      ) : null}
      <Form method="post" action={stepHref(basePath, "preview", draftId)} className="row">
        <Link to={stepHref(basePath, "achievement", draftId)} className="button button-secondary">
          Back
        </Link>
        <StatusButton name="intent" value="publish" pendingText="Saving…" disabled={!shown}>
          {reward ? "Save reward" : "Create reward"}
        </StatusButton>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
