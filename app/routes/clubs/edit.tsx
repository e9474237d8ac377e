import type { SubmissionResult } from "@conform-to/react";
import { data, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { loadManagedClub, saveClubDetails } from "~/.server/clubs/clubs.server";
import { ClubDetailsForm } from "~/components/clubs/club-details-form";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubTexts as t, wizardPath } from "~/lib/clubs/forms";
import type { RouteHandle } from "~/lib/route-handle";
import { clubMessages } from "../../../contract/clubs/messages";

export const handle: RouteHandle = { title: "Rep clubs/Edit club", backTo: href("/my/rep-clubs") };
export const meta: Route.MetaFunction = () => [{ title: t.edit }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs/{id}/edit (spec 3 §2): the club's details, for those who may edit it; the image and accounts by their wizard steps. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const club = await loadManagedClub(context, url, params.id);
  if (!club.myPermissions.includes("EDIT_CLUB")) throw data(clubMessages.notAllowed, { status: 403 });
  return { club, imagePath: wizardPath("image", club.clubId), accountsPath: wizardPath("accounts", club.clubId) };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return saveClubDetails(context, request, url, params.id, "club");
}

export default function EditClub() {
  const { club, imagePath, accountsPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  return (
    <section className="stack card narrow">
      <h1>{t.edit}</h1>
      <p className="muted">{club.name}</p>
      <ClubDetailsForm
        defaults={{ name: club.name, slug: club.slug, description: club.description ?? "", access: club.access, brandColor: club.brandColor }}
        lastResult={answer?.result}
        submitLabel="Save"
      />
      <p className="manage-links">
        <Link to={imagePath}>Change image</Link> <Link to={accountsPath}>Accounts</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
