import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/wizard";
import type { PieHubData } from "~/.server/pies/pies.server";
import { createPieAction, loadWizardAppearance, savePieAppearance, savePieDetails, savePieSlices } from "~/.server/pies/pies.server";
import type { LayerPictureAnswer } from "~/.server/pies/assets.server";
import { PieLayerPictures } from "~/components/pies/pie-layer-pictures";
import { PieImage, PieWizardSteps } from "~/components/pies/pie-parts";
import { PieAppearanceForm, PieDetailsForm } from "~/components/pies/pie-forms";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { pieSlicesSchema } from "~/lib/pies/forms";
import type { RouteHandle } from "~/lib/route-handle";
import { PIE_CREATION_TIERS, PIE_WIZARD_STEPS, formatDollars, type PieWizardStep } from "../../../contract/pies/messages";

const PICTURE_INTENTS = { upload: "upload-layer-picture", delete: "delete-layer-picture" };
const STEP_ORDER = ["DETAILS", "APPEARANCE", "SLICES", "SUMMARY"];
const stepOf = (pathname: string): PieWizardStep => (pathname.replace(/\/+$/, "").split("/").pop() as PieWizardStep) ?? "details";
const labelOf = (step: PieWizardStep) => PIE_WIZARD_STEPS.find((candidate) => candidate.value === step)?.label ?? "Details";

export const handle: RouteHandle = {
  title: "Pie hub/Create pie",
  backTo: "/legacy/pie-hub",
};
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Create pie: ${labelOf(loaderData?.step ?? "details")}` },
  { name: "robots", content: "noindex" },
];

/** /legacy/pie-hub/{details,appearance,slices,summary} (spec 3 §2 pie creation steps); the layout's guard decided access. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const step = stepOf(url.pathname);
  return { step, options: step === "appearance" ? await loadWizardAppearance(context, url) : null };
}

/** Each step saves to the draft and moves on; Summary creates the pie. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const step = stepOf(url.pathname);
  if (step === "details") return savePieDetails(context, request, url);
  if (step === "appearance") return savePieAppearance(context, request, url);
  if (step === "slices") return savePieSlices(context, request, url);
  return createPieAction(context, url);
}

type Answer = ({ result?: SubmissionResult<string[]>; error?: string } & Partial<LayerPictureAnswer>) | undefined;
const ids = (invalid: boolean, describedBy: string | undefined) => ({
  "aria-describedby": describedBy,
  "aria-invalid": invalid || undefined,
});

export default function PieWizard() {
  const { step, options } = useLoaderData<typeof loader>();
  const hub = useRouteLoaderData("routes/pies/hub-layout") as PieHubData | undefined;
  const answer = useActionData<typeof action>() as Answer;
  const pie = hub?.pie;
  if (!pie) return null;
  const reached = Math.max(0, STEP_ORDER.indexOf(pie.onBoardingProcess));
  return (
    <section className="stack card narrow">
      <h1>Create pie</h1>
      <PieWizardSteps current={step} reached={reached} />
      <h2>{labelOf(step)}</h2>
      {step === "details" ? <PieDetailsForm key="details" pie={pie} lastResult={answer?.result} submit={{ label: "Next" }} /> : null}
      {step === "appearance" && options ? (
        <>
          <PieAppearanceForm key="appearance" pie={pie} options={options} name={pie.displayName ?? ""} lastResult={answer?.result} submit={{ label: "Next" }} />
          <PieLayerPictures pieId={pie.pieId} pictures={options.uploads} answer={answer?.layerPicture} intents={PICTURE_INTENTS} />
        </>
      ) : null}
      {step === "slices" ? <SlicesForm key="slices" pie={pie} lastResult={answer?.result} /> : null}
      {step === "summary" ? <Summary pie={pie} error={answer?.error} /> : null}
    </section>
  );
}

type Pie = NonNullable<PieHubData["pie"]>;

function SlicesForm({ pie, lastResult }: { pie: Pie; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "pie-slices",
    lastResult,
    defaultValue: {
      maxSlices: String(pie.maxSlices ?? PIE_CREATION_TIERS[1].maxSlices),
      issuedSlices: pie.issuedSlices ? String(pie.issuedSlices) : "",
      slicePrice: pie.slicePrice ? String(pie.slicePrice.cents / 100) : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pieSlicesSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label="Maximum number of slices" errors={fields.maxSlices.errors} hint="The pie's size sets what creating it costs.">
        {({ id, describedBy, invalid }) => (
          <select name={fields.maxSlices.name} defaultValue={fields.maxSlices.initialValue as string} id={id} {...ids(invalid, describedBy)}>
            {PIE_CREATION_TIERS.map((tier) => (
              <option key={tier.maxSlices} value={tier.maxSlices}>
                {`${tier.maxSlices.toLocaleString("en-US")} slices: ${tier.priceCents === 0 ? "free" : `${formatDollars(tier.priceCents)} to create`}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Number of slices" errors={fields.issuedSlices.errors} hint="Released for sale when the pie goes live.">
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.issuedSlices, { type: "text" })} inputMode="numeric" id={id} {...ids(invalid, describedBy)} />
        )}
      </Field>
      <Field label="Pie price (per slice, $)" errors={fields.slicePrice.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.slicePrice, { type: "text" })} inputMode="decimal" id={id} {...ids(invalid, describedBy)} />
        )}
      </Field>
      <StatusButton pendingText="Saving…">Next</StatusButton>
    </Form>
  );
}

function Summary({ pie, error }: { pie: Pie; error: string | undefined }) {
  return (
    <div className="stack">
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <div className="pie-header">
        <PieImage layers={pie.appearance} name={pie.displayName ?? ""} />
        <div className="stack">
          <h3>{pie.displayName}</h3>
          {pie.bio ? <p>{pie.bio}</p> : null}
          <p>Address: /legacy/pies/{pie.slug}</p>
        </div>
      </div>
      <dl className="pie-stats">
        <div>
          <dt>Maximum slices</dt>
          <dd>{pie.maxSlices?.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt>Slices for sale</dt>
          <dd>{pie.issuedSlices?.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt>Price per slice</dt>
          <dd>{pie.slicePrice ? formatDollars(pie.slicePrice.cents) : "---"}</dd>
        </div>
        <div>
          <dt>To create</dt>
          <dd>{formatDollars(PIE_CREATION_TIERS.find((tier) => tier.maxSlices === pie.maxSlices)?.priceCents ?? Number.NaN)}</dd>
        </div>
      </dl>
      <Form method="post">
        <StatusButton name="intent" value="create" pendingText="Creating…">
          Create pie
        </StatusButton>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
