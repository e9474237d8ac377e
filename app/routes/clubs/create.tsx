import type { SubmissionResult } from "@conform-to/react";
import { data, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create";
import { loadManagedClub, publishClub, saveClubAccounts, saveClubDetails, saveClubImage } from "~/.server/clubs/clubs.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { ClubCard } from "~/components/clubs/club-card";
import { ClubDetailsForm } from "~/components/clubs/club-details-form";
import { ClubAccountsForm, ClubImageForm, PublishClubForm } from "~/components/clubs/wizard-forms";
import { WizardSteps } from "~/components/clubs/wizard-steps";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubTexts as t, WIZARD_STEPS, wizardPath, wizardStepOf, type WizardStep } from "~/lib/clubs/forms";
import type { RouteHandle } from "~/lib/route-handle";
import { clubMessages } from "../../../contract/clubs/messages";

export const handle: RouteHandle = { title: "Rep clubs/Create club", backTo: href("/my/rep-clubs") };
export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${t.create}: ${WIZARD_STEPS.find((step) => step.value === loaderData?.step)?.label ?? "Details"}` },
  { name: "robots", content: "noindex" },
];

/**
 * /my/rep-clubs/create (spec 3 §2 rep club wizard): ?step=details|image|accounts|preview&club={id}.
 * Details creates the club unpublished; the later steps are for a club the viewer manages (404 otherwise).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  const step = wizardStepOf(url.searchParams.get("step"));
  const clubId = url.searchParams.get("club");
  if (!clubId) {
    if (step !== "details") throw redirect(wizardPath("details"));
    return { step, club: null };
  }
  return { step, club: await loadManagedClub(context, url, clubId) };
}

/** Each step's form posts here (the URL names the step and the club). */
export async function action({ context, request, url }: Route.ActionArgs) {
  requireUser(context, url);
  const step = wizardStepOf(url.searchParams.get("step"));
  const clubId = url.searchParams.get("club");
  if (step === "details") return saveClubDetails(context, request, url, clubId, "wizard");
  if (!clubId) throw data(clubMessages.notFound, { status: 404 });
  if (step === "image") return saveClubImage(context, request, url, clubId);
  if (step === "accounts") return saveClubAccounts(context, request, url, clubId);
  return publishClub(context, url, clubId);
}

export default function CreateClub() {
  const { step, club } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]>; publishError?: string } | undefined;
  const pathOf = club ? (next: WizardStep) => wizardPath(next, club.clubId) : null;
  return (
    <section className="stack card narrow">
      <h1>{t.create}</h1>
      <WizardSteps current={step} pathOf={pathOf} />
      {step === "details" ? (
        <ClubDetailsForm
          defaults={
            club
              ? { name: club.name, slug: club.slug, description: club.description ?? "", access: club.access, brandColor: club.brandColor }
              : { access: "PUBLIC" }
          }
          lastResult={answer?.result}
          submitLabel={t.next}
        />
      ) : null}
      {club && step === "image" ? <ClubImageForm clubId={club.clubId} imageUrl={club.imageUrl ?? null} lastResult={answer?.result} skipTo={wizardPath("accounts", club.clubId)} /> : null}
      {club && step === "accounts" ? (
        <ClubAccountsForm defaults={Object.fromEntries(club.socialAccounts.map((account) => [account.scheme, account.value]))} lastResult={answer?.result} />
      ) : null}
      {club && step === "preview" ? (
        <div className="stack">
          <ClubCard club={club} />
          {club.published ? (
            <p>
              {t.published}. <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>Open {club.name}</Link>
            </p>
          ) : (
            <PublishClubForm error={answer?.publishError} />
          )}
        </div>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
