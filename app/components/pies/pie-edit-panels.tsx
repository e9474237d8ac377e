// The edit page's Slices and Upgrade tabs (spec 3 §2 pie edit tabs; §7 release slices, upgrade
// pie order; ADR 0074): the price per slice, releasing held slices, and a larger size paid
// through the payment provider. Plain forms; the action answers 400 with the typed values kept.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { PieEditData } from "~/.server/pies/dashboard.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { releaseSchema, slicePriceSchema, upgradeSchema } from "~/lib/pies/dashboard-forms";
import { formatDollars } from "../../../contract/pies/messages";
import { dashboardMessages as m } from "../../../contract/pies/dashboard-messages";

type Result = SubmissionResult<string[]> | undefined;
const ids = (invalid: boolean, describedBy: string | undefined) => ({ "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

/** The price form and the release form, each shown only to a viewer whose flags allow it (ADR 0081). */
export function PieSlicesPanel({
  pie,
  permissions,
  releaseKey,
  priceResult,
  releaseResult,
}: {
  pie: PieEditData["pie"];
  permissions: readonly string[];
  releaseKey: string;
  priceResult: Result;
  releaseResult: Result;
}) {
  const [priceForm, priceFields] = useForm({
    id: "pie-price",
    lastResult: priceResult,
    defaultValue: { slicePrice: pie.slicePrice ? String(pie.slicePrice.cents / 100) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: slicePriceSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [releaseForm, releaseFields] = useForm({
    id: "pie-release",
    lastResult: releaseResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: releaseSchema(pie.heldSlices) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="stack">
      {permissions.includes("CAN_SET_PRICE_PER_SLICE") ? (
      <Form method="post" {...getFormProps(priceForm)} className="stack">
        {priceForm.errors?.[0] ? <Alert kind="danger">{priceForm.errors[0]}</Alert> : null}
        <Field label={m.pricePerSlice} errors={priceFields.slicePrice.errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(priceFields.slicePrice, { type: "text" })} inputMode="decimal" id={id} {...ids(invalid, describedBy)} />}
        </Field>
        <StatusButton name="intent" value="price" pendingText="Saving…">
          {m.savePrice}
        </StatusButton>
      </Form>
      ) : null}
      <section className="stack" aria-labelledby="release-title">
        <h3 id="release-title">{m.releaseTitle}</h3>
        <dl className="pie-stats">
          <div>
            <dt>Slices available</dt>
            <dd data-testid="available-slices">{pie.availableSlices.toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt>Slices released</dt>
            <dd>{(pie.issuedSlices ?? 0).toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt>Held by the pie</dt>
            <dd data-testid="held-slices">{pie.heldSlices.toLocaleString("en-US")}</dd>
          </div>
        </dl>
        {permissions.includes("CAN_RELEASE_MORE_SLICES_FOR_SALE") ? (
        <Form method="post" {...getFormProps(releaseForm)} className="stack">
          <input type="hidden" name="idempotencyKey" value={releaseKey} />
          {releaseForm.errors?.[0] ? <Alert kind="danger">{releaseForm.errors[0]}</Alert> : null}
          <Field label={m.numberOfSlices} errors={releaseFields.slices.errors} hint={m.releaseHint(pie.heldSlices)}>
            {({ id, describedBy, invalid }) => <input {...getInputProps(releaseFields.slices, { type: "text" })} inputMode="numeric" id={id} {...ids(invalid, describedBy)} />}
          </Field>
          <StatusButton name="intent" value="release" pendingText="Releasing…">
            {m.release}
          </StatusButton>
        </Form>
        ) : null}
      </section>
    </div>
  );
}

export function PieUpgradePanel({ pie, upgrade, upgradeKey, result }: { pie: PieEditData["pie"]; upgrade: PieEditData["upgrade"]; upgradeKey: string; result: Result }) {
  const [form, fields] = useForm({
    id: "pie-upgrade",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: upgradeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorId = `${fields.toMaxSlices.id}-error`;
  return (
    <div className="stack">
      {upgrade ? (
        <div className="stack-sm" aria-live="polite">
          <p>
            Upgrade to {upgrade.toMaxSlices.toLocaleString("en-US")} slices for {formatDollars(upgrade.price.cents)}: <strong>{m.upgradeStatus[upgrade.status]}</strong>
          </p>
          {upgrade.status === "COMPLETED" ? <Alert kind="success">{m.upgradeDone(upgrade.toMaxSlices)}</Alert> : null}
          {upgrade.status === "PENDING" ? (
            <Alert kind="info">
              {m.upgradePending}{" "}
              <a href={`?tab=upgrade&upgrade=${upgrade.orderId}`}>{m.checkAgain}</a>
            </Alert>
          ) : null}
          {upgrade.status === "CANCELLED" ? <Alert kind="warning">{m.upgradeCancelled}</Alert> : null}
          {upgrade.status === "FAILED" ? <Alert kind="danger">{m.upgradeFailed}</Alert> : null}
        </div>
      ) : null}
      <p>
        Maximum slices now: <strong data-testid="max-slices">{(pie.maxSlices ?? 0).toLocaleString("en-US")}</strong>
      </p>
      {pie.upgradeOptions.length === 0 ? (
        <p>{m.largest}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="stack">
          <input type="hidden" name="idempotencyKey" value={upgradeKey} />
          {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
          <fieldset className="stack-sm" aria-describedby={fields.toMaxSlices.errors ? errorId : undefined}>
            <legend>{m.chooseSize}</legend>
            <p className="muted">{m.upgradeHint}</p>
            {pie.upgradeOptions.map((option) => (
              <label key={option.maxSlices} className="row">
                <input type="radio" name={fields.toMaxSlices.name} value={option.maxSlices} />
                {m.upgradeOption(option.maxSlices, option.price.cents)}
              </label>
            ))}
            {fields.toMaxSlices.errors ? (
              <p id={errorId} className="field-error">
                {fields.toMaxSlices.errors[0]}
              </p>
            ) : null}
          </fieldset>
          <StatusButton name="intent" value="upgrade" pendingText={m.upgrading}>
            {m.upgrade}
          </StatusButton>
        </Form>
      )}
    </div>
  );
}
