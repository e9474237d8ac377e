import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/give-bonus";
import { giveBonusAction, loadBonusRule } from "~/.server/clubs/earning/bonus.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { bonusPath, bonusSchema } from "~/lib/clubs/bonus-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { bonusMessages as t } from "../../../../contract/clubs/earning";

export const handle: RouteHandle = { title: "Club/Offers/Bonus" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? t.title(data.offer.title) : "Bonus" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/offer/detail/{id}/bonus (ADR 0071): a club's reward manager gives a
 * bonus rule's points to one member, once per member. MANAGE_REWARDS; 404 for anyone else.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadBonusRule(context, url, params.club_id, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return giveBonusAction(context, request, url, params.club_id, params.id);
}

export default function GiveBonus() {
  const { club, offer, live } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof bonusSchema>>({
    id: "give-bonus",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bonusSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offer/detail/:id", { club_id: club.clubId, id: offer.offerId })}>← {offer.title}</Link>
      </p>
      <h1>{t.title(offer.title)}</h1>
      {live ? (
        <Form method="post" action={bonusPath(club.clubId, offer.offerId)} {...getFormProps(form)} className="card stack" aria-labelledby="bonus-intro">
          <p id="bonus-intro">{t.intro(offer.settings.pointsAmount ?? 0)}</p>
          {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
          <Field label={t.userName} errors={fields.userName.errors} hint={t.userNameHint}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="off" />
            )}
          </Field>
          <div>
            <StatusButton pendingText={t.giving}>{t.give}</StatusButton>
          </div>
        </Form>
      ) : (
        <Alert kind="info">{t.notActive}</Alert>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
