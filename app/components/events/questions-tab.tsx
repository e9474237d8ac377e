// The editor's Questions tab: questions guests answer before they get a ticket. One plain
// form (the listed questions and a blank row to add one; a cleared question is removed).
import { getFieldsetProps, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { QUESTION_LIMITS } from "../../../contract/events/editor";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { questionsFormSchema, type QuestionsForm } from "~/lib/events/questions-form";

export function QuestionsTab({ defaults, lastResult, basePath }: { defaults: QuestionsForm; lastResult: SubmissionResult<string[]> | undefined; basePath: string }) {
  const [form, fields] = useForm({
    id: "event-questions",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: questionsFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0] ?? fields.questions.errors?.[0];
  const rows = fields.questions.getFieldList();
  return (
    <Form method="post" action={`${basePath}?tab=questions`} {...getFormProps(form)} className="stack">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <label className="checkbox">
        <input {...getInputProps(fields.optInQuestionRequirements, { type: "checkbox" })} />
        <span>
          Ask guests these questions before they get a ticket
          <span className="muted small block">Required questions must be answered to RSVP or buy.</span>
        </span>
      </label>
      {rows.map((row, index) => {
        const question = row.getFieldset();
        const isNew = index === rows.length - 1 && !defaults.questions[index]?.question;
        return (
          <fieldset key={row.key} {...getFieldsetProps(row)} className="card stack question-row">
            <legend>{isNew ? "Add a question" : `Question ${index + 1}`}</legend>
            <Field label="Question" errors={question.question.errors} hint={isNew ? undefined : "Clear it to remove the question."}>
              {({ id, describedBy, invalid }) => (
                <input {...getInputProps(question.question, { type: "text" })} id={id} maxLength={QUESTION_LIMITS.question} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
              )}
            </Field>
            <label className="checkbox">
              <input {...getInputProps(question.isRequired, { type: "checkbox" })} />
              Required
            </label>
            <label className="checkbox">
              <input {...getInputProps(question.showPublicTickets, { type: "checkbox" })} />
              Ask with public tickets
            </label>
            <label className="checkbox">
              <input {...getInputProps(question.showPrivateTickets, { type: "checkbox" })} />
              Ask with private tickets
            </label>
          </fieldset>
        );
      })}
      <div className="row">
        <StatusButton name="intent" value="save-questions" pendingText="Saving…">
          Save questions
        </StatusButton>
      </div>
    </Form>
  );
}
