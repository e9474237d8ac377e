// Adding a contact: name, e-mail and/or phone, city.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { contactFormSchema } from "~/lib/hosting/guests/contact-form";

export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "add-contact",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const input = (field: (typeof fields)["name"], type: "text" | "email" | "tel", label: string) => (
    <Field label={label} errors={field.errors}>
      {({ id, describedBy, invalid }) => <input {...getInputProps(field, { type })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
    </Field>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {input(fields.name, "text", "Name")}
      <div className="row-2">
        {input(fields.emailAddress, "email", "E-mail")}
        {input(fields.phoneNumber, "tel", "Phone")}
      </div>
      {input(fields.city, "text", "City (optional)")}
      <div className="form-actions">
        <StatusButton name="intent" value="save-contact" pendingText="Saving…">
          Add contact
        </StatusButton>
      </div>
    </Form>
  );
}
