// The host's saved guest lists on an event's guest list: save this list (a copy of it, so only
// with EXPORT_ATTENDEES), load one, remove one.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { IdButton } from "./guest-row";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay } from "~/lib/format";
import { guestListTexts as t, saveListFormSchema } from "~/lib/hosting/guests/guest-form";

interface Props {
  lists: { savedGuestListId: string; name: string; lastUpdatedUtc: string; guests: { fullName: string }[] }[];
  /** Saving copies the event's list out of it: only who may export (ADR 0021). */
  canSave: boolean;
  lastResult?: SubmissionResult<string[]>;
}

export function SavedLists({ lists, canSave, lastResult }: Props) {
  const [form, fields] = useForm({
    id: "save-list",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveListFormSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <section className="card stack" aria-labelledby="saved-lists-title">
      <h2 id="saved-lists-title">{t.savedListsTitle}</h2>
      {lists.length ? (
        <ul className="stack-sm saved-lists">
          {lists.map((list) => (
            <li key={list.savedGuestListId} className="row-between">
              <span>
                <strong>{list.name}</strong>{" "}
                <span className="muted small">
                  {list.guests.length} guests · updated {formatEventDay(list.lastUpdatedUtc, "UTC")}
                </span>
              </span>
              <span className="button-row">
                <IdButton intent="load-list" id={list.savedGuestListId} text="Load" label={`Load ${list.name} into this event`} variant="secondary" />
                <IdButton intent="remove-list" id={list.savedGuestListId} text="Remove" label={`Remove the saved list ${list.name}`} variant="danger" />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.noSavedLists}</p>
      )}
      {canSave ? (
        <Form method="post" {...getFormProps(form)} className="row inline-save">
          <Field label={t.saveListLabel} errors={fields.name.errors}>
            {({ id, describedBy, invalid }) => <input {...getInputProps(fields.name, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
          </Field>
          <StatusButton name="intent" value="save-list" variant="secondary" pendingText="Saving…">
            Save list
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
}
