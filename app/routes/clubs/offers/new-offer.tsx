import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/new-offer";
import { createOffer, loadOfferClub } from "~/.server/clubs/offers/offers.server";
import { notFoundResponse } from "~/.server/platform/responses.server";
import { OfferFields } from "~/components/clubs/offers/offer-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { categoryOfPath, newOfferDefaults, offerFormSchema } from "~/lib/clubs/offer-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_CATEGORY_LABELS, type OfferCategory } from "../../../../contract/clubs/offer-messages";
import { PROGRAM_DESCRIPTIONS, PROGRAM_LABELS, isProgramOf } from "../../../../contract/clubs/offers";

export const handle: RouteHandle = { title: "Club/Offers/Create" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `New offer: ${data.programLabel}` : "New offer" }, { name: "robots", content: "noindex" }];

/**
 * A new offer of one programme (spec 3 §2): way-to-earn-points/{program}, way-to-buy-points/{program},
 * way-to-earn-status/{program}, way-to-reward-members/{sub_type} and offers/{offer_type} (a reward
 * of that offer type). The programme comes from the URL; an unknown one is 404.
 */
function programOf(url: URL, params: Record<string, string | undefined>): { category: OfferCategory; program: string } {
  const category = params.offer_type || params.sub_type ? "REWARD_MEMBERS" : categoryOfPath(url.pathname.split("/")[4] ?? "");
  const program = params.offer_type ?? params.sub_type ?? params.program ?? "";
  if (!category || !isProgramOf(category, program)) throw notFoundResponse();
  return { category, program };
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { category, program } = programOf(url, params);
  const club = await loadOfferClub(context, url, params.club_id);
  return { club, category, program, programLabel: `${OFFER_CATEGORY_LABELS[category]}: ${PROGRAM_LABELS[program]}` };
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  const { category, program } = programOf(url, params);
  return createOffer(context, request, url, params.club_id, category, program);
}

export default function NewOffer() {
  const { club, category, program, programLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const schema = offerFormSchema(category, program);
  const [form, fields] = useForm({
    id: `new-offer-${category}-${program}`,
    lastResult: actionData?.result as never,
    // Flat names built per programme: the defaults are keyed by name.
    defaultValue: newOfferDefaults(category, program) as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offers/create", { club_id: club.clubId })}>← Create offer</Link>
      </p>
      <h1>{programLabel}</h1>
      <p className="muted">{PROGRAM_DESCRIPTIONS[category][program]}</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-label="New offer" className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <OfferFields fields={fields as never} category={category} program={program} />
        <div>
          <StatusButton pendingText="Creating…">Create offer</StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
