// A physical reward on its way (ADR 0082): the team's form to mark a winner's reward as shipped,
// and the shipment as the winner and the team read it.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatRewardDay } from "./pie-reward-parts";
import { SHIPMENT_LIMITS, shipmentSchema } from "../../../contract/rewards/winners";

export interface ShipmentView {
  shippedUtc: string;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** "Shipped on …", with the carrier and tracking number when given. */
export function ShipmentLines({ shipment }: { shipment: ShipmentView }) {
  return (
    <div className="stack-xs">
      <p>
        <strong>Shipped</strong> on {formatRewardDay(shipment.shippedUtc)}.
      </p>
      {shipment.carrier ? <p>Carrier: {shipment.carrier}</p> : null}
      {shipment.trackingNumber ? (
        <p>
          Tracking number: <code>{shipment.trackingNumber}</code>
        </p>
      ) : null}
    </div>
  );
}

/** Marks one winner's reward as shipped; the carrier and tracking number are optional. */
export function ShipmentForm({ userId, winnerName, lastResult }: { userId: string; winnerName: string; lastResult?: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: `ship-${userId}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipmentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-sm" aria-label={`Ship to ${winnerName}`}>
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <input type="hidden" name="userId" value={userId} />
      <Field label="Carrier (optional)" errors={fields.carrier.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.carrier, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={SHIPMENT_LIMITS.carrier} />
        )}
      </Field>
      <Field label="Tracking number (optional)" errors={fields.trackingNumber.errors}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.trackingNumber, { type: "text" })}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={SHIPMENT_LIMITS.trackingNumber}
            autoComplete="off"
          />
        )}
      </Field>
      <StatusButton name="intent" value="ship" pendingText="Saving…">
        Mark as shipped
      </StatusButton>
    </Form>
  );
}
