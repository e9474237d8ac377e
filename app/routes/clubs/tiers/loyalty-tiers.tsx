import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/loyalty-tiers";
import { loadClubTiers, tiersAction, tiersPath } from "~/.server/clubs/tiers.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { PresignedImageInput } from "~/components/media/presigned-image-input";
import { StatusButton } from "~/components/ui/status-button";
import { useMediaSrc } from "~/hooks/use-media-src";
import { tierFormSchema, tierTexts as t } from "~/lib/clubs/tier-forms";
import { clubTierMessages as m } from "../../../../contract/clubs/tiers-messages";
import { DEFAULT_BRAND_COLOR } from "../../../../contract/clubs/colors";
import { mediaMessages } from "../../../../contract/media/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Loyalty tiers" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.club.name}: ${t.title}` : t.title }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/loyalty-tiers (spec 3 §2): the club's tiers for those who may edit the
 * club (404 for anyone else). ?edit={tierId} opens a tier's form in place; ?delete={tierId} asks to confirm.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const club = await loadClubTiers(context, url, params.club_id);
  const known = (tierId: string | null) => (tierId && club.tiers.some((tier) => tier.tierId === tierId) ? tierId : null);
  return { club, path: tiersPath(club.clubId), editing: known(url.searchParams.get("edit")), deleting: known(url.searchParams.get("delete")) };
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return tiersAction(context, request, url, params.club_id);
}

type Tier = ReturnType<typeof useLoaderData<typeof loader>>["club"]["tiers"][number];
type Result = SubmissionResult<string[]> | undefined;

export default function LoyaltyTiers() {
  const { club, path, editing, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const resultFor = (formId: string): Result => (answer?.formId === formId ? (answer.result as Result) : undefined);
  // Without JavaScript a refused edit comes back without ?edit=: keep its form open.
  const openId = editing ?? (answer && answer.formId !== "create" ? answer.formId : null);
  const mediaSrc = useMediaSrc();
  const nextLevel = Math.max(0, ...club.tiers.map((tier) => tier.level)) + 1;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>← {club.name}</Link>
      </p>
      <h1>
        {club.name}: {t.title}
      </h1>
      <p className="muted">{t.intro}</p>
      {club.tiers.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ol className="tier-list stack-sm" aria-label={t.title}>
          {club.tiers.map((tier) => {
            const imageSrc = mediaSrc(tier.imageUrl);
            return (
              <li key={tier.tierId} className="card stack-sm tier-card-manage" style={{ borderLeft: `6px solid ${tier.color}` }}>
                <div className="tier-card">
                  {imageSrc ? <img src={imageSrc} alt={`${tier.name}'s image`} width={56} height={56} className="tier-image" /> : null}
                  <div className="stack-sm">
                    <h2 className="h3">{tier.name}</h2>
                    <p className="muted small">
                      {t.levelShort(tier.level)} · {t.points(tier.minimumPoints)} · {tier.color}
                    </p>
                    {tier.description ? <p>{tier.description}</p> : null}
                  </div>
                </div>
                {openId === tier.tierId ? (
                  <TierForm key={tier.tierId} clubId={club.clubId} path={path} tier={tier} lastResult={resultFor(tier.tierId)} />
                ) : deleting === tier.tierId ? (
                  <Form method="post" action={path} className="stack-sm" aria-label={`Delete ${tier.name}`}>
                    <Alert kind="warning">{m.confirmDelete(tier.name)}</Alert>
                    <input type="hidden" name="tierId" value={tier.tierId} />
                    <div className="row">
                      <StatusButton name="intent" value="delete" variant="danger" pendingText={t.deleting}>
                        {t.deleteConfirm}
                      </StatusButton>
                      <Link to={path}>{t.cancel}</Link>
                    </div>
                  </Form>
                ) : (
                  <p className="row manage-links">
                    <Link to={`${path}?edit=${tier.tierId}`} aria-label={`${t.edit} ${tier.name}`}>
                      {t.edit}
                    </Link>
                    <Link to={`${path}?delete=${tier.tierId}`} aria-label={`${t.delete} ${tier.name}`}>
                      {t.delete}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <section className="card stack" aria-labelledby="add-tier-title">
        <h2 id="add-tier-title">{t.addTitle}</h2>
        <TierForm key={`create-${club.tiers.length}`} clubId={club.clubId} path={path} tier={null} defaultLevel={nextLevel} lastResult={resultFor("create")} />
      </section>
    </section>
  );
}

/**
 * Adds a tier (tier null) or changes one; multipart, so the image travels without JavaScript.
 * With it the image goes by presigned URL as soon as it is chosen (docs/decisions/0086).
 */
function TierForm({ clubId, path, tier, defaultLevel, lastResult }: { clubId: string; path: string; tier: Tier | null; defaultLevel?: number; lastResult: Result }) {
  const [form, fields] = useForm({
    id: tier ? `tier-${tier.tierId}` : "add-tier",
    lastResult,
    defaultValue: tier
      ? { level: String(tier.level), name: tier.name, description: tier.description ?? "", color: tier.color, minimumPoints: String(tier.minimumPoints) }
      : { level: String(defaultLevel ?? 1), color: DEFAULT_BRAND_COLOR },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tierFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={path} encType="multipart/form-data" {...getFormProps(form)} className="stack" aria-label={tier ? `Edit ${tier.name}` : t.addTitle}>
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {tier ? <input type="hidden" name="tierId" value={tier.tierId} /> : null}
      <div className="row">
        <Field label={t.level} errors={fields.level.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.level, { type: "number" })} id={id} min={1} step={1} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
        <Field label={t.minimumPoints} errors={fields.minimumPoints.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.minimumPoints, { type: "number" })} id={id} min={0} step={1} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      </div>
      <Field label={t.name} errors={fields.name.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.name, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <Field label={t.description} errors={fields.description.errors} hint={t.descriptionHint}>
        {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.description)} id={id} rows={3} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <Field label={t.color} errors={fields.color.errors} hint="#RRGGBB">
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.color, { type: "text" })} id={id} pattern="#[0-9A-Fa-f]{6}" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <PresignedImageInput
        label={t.image}
        name={fields.image.name}
        imageIdName={fields.imageId.name}
        imageId=""
        currentSrc={null}
        alt={t.newImage}
        previewClassName="tier-image"
        errors={fields.image.errors}
        hint={mediaMessages.imageHint}
        uploadFor={`tier:${clubId}`}
      />
      {tier?.imageUrl ? (
        <label className="row">
          <input type="checkbox" name="removeImage" value="on" /> {t.removeImage}
        </label>
      ) : null}
      <div className="row">
        <StatusButton name="intent" value={tier ? "update" : "create"} pendingText={tier ? t.saving : t.adding}>
          {tier ? t.save : t.add}
        </StatusButton>
        {tier ? <Link to={path}>{t.cancel}</Link> : null}
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
