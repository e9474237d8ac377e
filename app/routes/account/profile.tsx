import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { avatarSrc } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ProfileOverview } from "~/components/account/profile-overview";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ProfileOverviewDocument } from "~/graphql/generated";
import { profileTexts } from "~/lib/account/profile-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile" };
export const meta: Route.MetaFunction = () => [{ title: "Profile" }, { name: "robots", content: "noindex" }];

/**
 * The profile overview. Achievements come with the rewards area; until then the list is
 * empty, so any ?achievement={id} answers 404 with its text (spec 1 §2.2).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfileOverviewDocument), url);
  const me = { ...user.me, avatarSrc: avatarSrc(user.me.avatarUrl) };
  const achievementAsked = url.searchParams.get("achievement");
  return data({ me, achievementMissing: achievementAsked !== null }, { status: achievementAsked !== null ? 404 : 200 });
}

export default function Profile() {
  const { me, achievementMissing } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <ProfileOverview user={me} />
      <ProfileTabs />
      <section className="card stack" aria-labelledby="achievements-title">
        <h2 id="achievements-title">Achievements</h2>
        {achievementMissing ? <Alert kind="danger">{profileTexts.achievementNotFound}</Alert> : null}
        <p className="empty">{profileTexts.noAchievements}</p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
