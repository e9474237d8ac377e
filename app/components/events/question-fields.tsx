// The host's questions in an RSVP or Pay form (spec 2 §3 question requirements): each an
// answer field, with the answer given before; a required one must be answered.
import { Field } from "~/components/ui/field";

interface Props {
  questions: readonly { question: string; isRequired: boolean }[];
  answers: readonly { question: string; answer: string }[];
  /** Field errors by the form's names ("answers[0].answer"). */
  errors?: Record<string, string[] | null | undefined>;
}

export function QuestionFields({ questions, answers, errors }: Props) {
  if (questions.length === 0) return null;
  const given = new Map(answers.map((a) => [a.question, a.answer]));
  return (
    <fieldset className="stack question-fields">
      <legend>Questions from the host</legend>
      {questions.map((q, index) => (
        <div key={q.question}>
          <input type="hidden" name={`answers[${index}].question`} value={q.question} />
          <Field label={q.isRequired ? q.question : `${q.question} (optional)`} errors={errors?.[`answers[${index}].answer`] ?? undefined}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                name={`answers[${index}].answer`}
                rows={2}
                defaultValue={given.get(q.question) ?? ""}
                aria-required={q.isRequired || undefined}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
