// The editor's Settings tab: what guests see and who may join. One plain form (multipart, for
// the disclosure document): it works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { SHOWN_SOCIAL_PROVIDERS, SOCIAL_PROVIDER_LABELS } from "../../../contract/account/profile";
import { SETTINGS_LIMITS } from "../../../contract/events/editor";
import { RADIUS_LIMITS } from "../../../contract/events/radius";
import { Alert } from "~/components/ui/alert";
import { DisclosureSettings, type DisclosureDocumentView } from "~/components/events/disclosure-settings";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { SETTINGS_OPT_INS, SOCIAL_REQUIREMENT_CHOICES, SOCIAL_REQUIREMENT_FIELDS, settingsFormSchema, type SettingsForm, type SettingsFormDefaults } from "~/lib/events/settings-form";

interface Props {
  defaults: SettingsFormDefaults;
  /** The saved disclosure document and its watermark check, if there is one. */
  document: DisclosureDocumentView | null;
  lastResult: SubmissionResult<string[]> | undefined;
  basePath: string;
}

export function SettingsTab({ defaults, document, lastResult, basePath }: Props) {
  const [form, fields] = useForm<SettingsForm>({
    id: "event-settings",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  const socialErrorId = `${form.id}-social-error`;
  return (
    <Form method="post" action={`${basePath}?tab=settings`} encType="multipart/form-data" {...getFormProps(form)} className="stack">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <fieldset className="stack">
        <legend>What guests see</legend>
        {SETTINGS_OPT_INS.map((optIn) => (
          <label key={optIn.name} className="checkbox">
            <input {...getInputProps(fields[optIn.name], { type: "checkbox" })} />
            <span>
              {optIn.label}
              {"hint" in optIn ? <span className="muted small block">{optIn.hint}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="stack">
        <legend>Who may join</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.optInAgeLimit, { type: "checkbox" })} />
          Age limit
        </label>
        <Field label="Minimum age" errors={fields.ageLimit.errors} hint="Guests must be this old on the day the event starts.">
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.ageLimit, { type: "number" })}
              id={id}
              min={SETTINGS_LIMITS.minAgeLimit}
              max={SETTINGS_LIMITS.maxAgeLimit}
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Field label="Minimum rep score" errors={fields.minimumRepScore.errors} hint="Leave empty to let anyone join.">
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.minimumRepScore, { type: "number" })}
              id={id}
              min={SETTINGS_LIMITS.minRepScore}
              max={SETTINGS_LIMITS.maxRepScore}
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <label className="checkbox">
          <input {...getInputProps(fields.optInLocationRadius, { type: "checkbox" })} />
          <span>
            Location radius
            <span className="muted small block">Only members whose area, set on their profile, lies within the radius of the place may join.</span>
          </span>
        </label>
        <Field label="Place" errors={fields.radiusAddress.errors} hint="As guests read it, e.g. Downtown Los Angeles.">
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.radiusAddress, { type: "text" })} id={id} maxLength={RADIUS_LIMITS.address} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
        <div className="row-2">
          <Field label="Latitude" errors={fields.radiusLatitude.errors} hint="The place's point; the event's location when it has one.">
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.radiusLatitude, { type: "text" })} id={id} inputMode="decimal" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label="Longitude" errors={fields.radiusLongitude.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.radiusLongitude, { type: "text" })} id={id} inputMode="decimal" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </div>
        <div className="row-2">
          <Field label="Radius" errors={fields.radius.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.radius, { type: "text" })} id={id} inputMode="decimal" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label="Unit" errors={fields.radiusUnit.errors}>
            {({ id, describedBy, invalid }) => (
              <select {...getSelectProps(fields.radiusUnit)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
                <option value="KILOMETERS">km</option>
                <option value="MILES">miles</option>
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="stack">
        <legend>Tickets</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.isAllInPricing, { type: "checkbox" })} />
          <span>
            All-in pricing
            <span className="muted small block">Buyers pay the price shown; the fees come out of your earnings.</span>
          </span>
        </label>
        <Field label="Tax rate (%)" errors={fields.taxRate.errors} hint="Between 0 and 100, at most 2 decimals, e.g. 8.25. Leave empty for no tax.">
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.taxRate, { type: "text" })}
              id={id}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <label className="checkbox">
          <input {...getInputProps(fields.isTaxInclusive, { type: "checkbox" })} />
          <span>
            Prices include the tax
            <span className="muted small block">Off: the tax is added to the price at checkout.</span>
          </span>
        </label>
        <Field label="Purchase policy" errors={fields.ticketTermsPurchasePolicy.errors} hint="Shown with the tickets: refunds, transfers, what buyers agree to.">
          {({ id, describedBy, invalid }) => (
            <textarea {...getTextareaProps(fields.ticketTermsPurchasePolicy)} id={id} rows={4} maxLength={SETTINGS_LIMITS.purchasePolicy} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      </fieldset>

      <DisclosureSettings fields={fields} document={document} />

      <fieldset className="stack" aria-describedby={fields.optInSocialAccountRequirements.errors ? socialErrorId : undefined}>
        <legend>Social accounts</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.optInSocialAccountRequirements, { type: "checkbox" })} />
          <span>
            Ask guests to connect social accounts
            <span className="muted small block">A required account must be connected to the guest&apos;s profile before they get a ticket.</span>
          </span>
        </label>
        <div id={socialErrorId} className="field-error" aria-live="polite">
          {fields.optInSocialAccountRequirements.errors?.[0] ?? null}
        </div>
        <div className="social-choices">
          {SHOWN_SOCIAL_PROVIDERS.map((scheme) => {
            const field = fields[SOCIAL_REQUIREMENT_FIELDS[scheme]];
            return (
              <Field key={scheme} label={SOCIAL_PROVIDER_LABELS[scheme]} errors={field.errors}>
                {({ id, describedBy, invalid }) => (
                  <select {...getSelectProps(field)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
                    {SOCIAL_REQUIREMENT_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="stack">
        <legend>Music</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.optInShowMusicEmbed, { type: "checkbox" })} />
          Show my music on the event page
        </label>
        <Field label="Music link" errors={fields.musicEmbedUrl.errors} hint="A Spotify, SoundCloud, Apple Music, YouTube or Bandcamp link.">
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.musicEmbedUrl, { type: "url" })} id={id} placeholder="https://open.spotify.com/…" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      </fieldset>

      <div className="row">
        <StatusButton name="intent" value="save-settings" pendingText="Saving…">
          Save settings
        </StatusButton>
      </div>
    </Form>
  );
}
