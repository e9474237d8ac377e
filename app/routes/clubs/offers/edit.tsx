import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { loadManagedOffer, offerEditAction } from "~/.server/clubs/offers/offers.server";
import { notFoundResponse } from "~/.server/platform/responses.server";
import { OfferStatePills, programName } from "~/components/clubs/offers/offer-card";
import { OfferFields } from "~/components/clubs/offers/offer-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { offerDetailPath, offerEditPath, offerFormDefaults, offerFormSchema } from "~/lib/clubs/offer-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { offerMessages as m, type OfferCategory } from "../../../../contract/clubs/offer-messages";

export const handle: RouteHandle = { title: "Club/Offers/Edit" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Edit ${data.offer.title}` : "Edit offer" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/offer/edit/{id} and way-to-reward-members/{sub_type}/{id} (spec 3 §2):
 * edit an offer, publish or unpublish it, and delete it (?delete=1 asks first). 404 for anyone
 * who may not manage the club's offers, and for a reward URL whose type is not the offer's.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const offer = await loadManagedOffer(context, url, params.club_id, params.id);
  const subType = (params as { sub_type?: string }).sub_type;
  if (subType !== undefined && (offer.subType !== "REWARD_MEMBERS" || offer.program !== subType)) throw notFoundResponse();
  return { offer, confirmingDelete: url.searchParams.get("delete") === "1", editPath: url.pathname };
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return offerEditAction(context, request, url, params.club_id, params.id);
}

export default function EditOffer() {
  const { offer, confirmingDelete, editPath } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const category = offer.subType as OfferCategory;
  const schema = offerFormSchema(category, offer.program);
  const clubId = offer.club.clubId;
  const [form, fields] = useForm({
    id: `edit-offer-${offer.offerId}`,
    lastResult: actionData?.result as never,
    // Flat names built per programme: the defaults are keyed by name.
    defaultValue: offerFormDefaults(category, offer.program, offer) as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const published = offer.publication === "PUBLISHED";
  return (
    <section className="stack-lg">
      <p>
        <Link to={offerDetailPath(clubId, offer.offerId)}>← {offer.title}</Link>
      </p>
      <h1>Edit {offer.title}</h1>
      <p className="muted">{programName(offer)}</p>
      {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
      <section className="card stack-sm" aria-labelledby="offer-publication-title">
        <h2 id="offer-publication-title">Publication</h2>
        <p>
          <OfferStatePills offer={offer} />
        </p>
        <Form method="post" action={editPath}>
          <StatusButton name="intent" value={published ? "unpublish" : "publish"} variant={published ? "secondary" : "primary"} pendingText="Saving…">
            {published ? "Unpublish" : "Publish"}
          </StatusButton>
        </Form>
      </section>
      <Form method="post" action={editPath} encType="multipart/form-data" {...getFormProps(form)} aria-label="Edit offer" className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <OfferFields fields={fields as never} category={category} program={offer.program} editing />
        <div>
          <StatusButton name="intent" value="save" pendingText="Saving…">
            Save offer
          </StatusButton>
        </div>
      </Form>
      <section className="card stack-sm" aria-labelledby="offer-delete-title">
        <h2 id="offer-delete-title">Delete</h2>
        {confirmingDelete ? (
          <Form method="post" action={editPath} className="stack-sm">
            <p>{m.confirmDelete}</p>
            <div className="button-row">
              <StatusButton name="intent" value="delete" variant="danger" pendingText="Deleting…">
                Delete offer
              </StatusButton>
              <Link to={offerEditPath(clubId, offer.offerId)} className="button button-ghost">
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <p>
            <Link to={`${editPath}?delete=1`} className="button button-danger">
              Delete…
            </Link>
          </p>
        )}
      </section>
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offers", { club_id: clubId })}>All offers</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
