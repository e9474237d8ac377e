import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { avatarSrc } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { loadMyBadges } from "~/.server/rewards/achievements.server";
import { ProfileOverview } from "~/components/account/profile-overview";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { BadgeDetailsDialog } from "~/components/rewards/badge-details";
import { BadgeList } from "~/components/rewards/badge-list";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ProfileOverviewDocument } from "~/graphql/generated";
import { profileTexts } from "~/lib/account/profile-texts";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { repScoreExplanation } from "../../../contract/account/profile";

export const handle: RouteHandle = { title: "Profile" };
export const meta: Route.MetaFunction = () => [{ title: "Profile" }, { name: "robots", content: "noindex" }];

/**
 * The profile overview with the member's badges (spec 1 §2.2). ?achievement={id} opens that
 * badge; one the member does not hold answers 404 with its text.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const [{ user, event }, badges] = await Promise.all([loadOrThrow(context, () => getApi(context).query(ProfileOverviewDocument), url), loadMyBadges(context, url)]);
  const me = { ...user.me, avatarSrc: avatarSrc(user.me.avatarUrl) };
  return data({ me, referralCode: event.myReferralCode, ...badges }, { status: badges.missing ? 404 : 200 });
}

const badgeHref = (id: string) => `${href("/profile")}?achievement=${encodeURIComponent(id)}`;

export default function Profile() {
  const { me, referralCode, badges, opened, missing } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <ProfileOverview user={me} />
      <ProfileTabs />
      <RepScoreSection score={me.repScore} awards={me.repScoreAwards} />
      <section className="card stack-sm" aria-labelledby="referral-title">
        <h2 id="referral-title">My referral code</h2>
        <p className="referral-code-value">
          <strong>{referralCode}</strong>
        </p>
        <p className="muted small">Share it with friends: they enter it at checkout when they buy tickets, and the event&apos;s host sees that you sent them.</p>
      </section>
      <section className="card stack" aria-labelledby="achievements-title">
        <h2 id="achievements-title">Achievements</h2>
        {missing ? <Alert kind="danger">{profileTexts.achievementNotFound}</Alert> : null}
        {opened ? <BadgeDetailsDialog badge={opened} closeTo={href("/profile")} /> : null}
        {badges.length > 0 ? <BadgeList badges={badges} hrefOf={badgeHref} /> : <p className="empty">{profileTexts.noAchievements}</p>}
      </section>
    </section>
  );
}

type Award = Route.ComponentProps["loaderData"]["me"]["repScoreAwards"][number];

/** The rep score, how it is earned (ADR 0055), and the latest awards with their events. */
function RepScoreSection({ score, awards }: { score: number; awards: readonly Award[] }) {
  return (
    <section className="card stack-sm" aria-labelledby="rep-score-title">
      <h2 id="rep-score-title">Rep score: {score}</h2>
      <p className="muted small">{repScoreExplanation}</p>
      {awards.length > 0 ? (
        <ul className="rep-score-awards">
          {awards.map((award) => (
            <li key={`${award.eventSlug}-${award.reason}`}>
              <strong>{`+${award.points}`}</strong> checked in at <Link to={href("/events/:slug", { slug: award.eventSlug })}>{award.eventName}</Link>{" "}
              <span className="muted small">({formatEventDay(award.awardedAt, "UTC")})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{profileTexts.noRepScoreYet}</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
