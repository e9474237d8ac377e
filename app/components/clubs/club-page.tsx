import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { useImageSrc, useMediaSrc } from "~/hooks/use-media-src";
import { clubPagePath, discoverTexts as t } from "~/lib/clubs/discover";
import { categoryLabel, DEFAULT_BADGE_IMAGE } from "~/lib/rewards/achievement-texts";
import { formatEventDay } from "~/lib/format";
import { OfferCard } from "~/components/clubs/offers/offer-card";
import type { OfferCardView } from "~/lib/clubs/offer-view";

export interface ClubPageTier {
  tierId: string;
  level: number;
  name: string;
  description?: string | null;
  color: string;
  minimumPoints: number;
  imageUrl?: string | null;
}

export interface ClubPageClub {
  clubId: string;
  name: string;
  slug: string;
  description?: string | null;
  access: "PUBLIC" | "PRIVATE";
  published: boolean;
  isVerified: boolean;
  brandColor: string;
  imageUrl?: string | null;
  canJoin: boolean;
  isMember: boolean;
  memberCount: number;
  membership?: { joinedAt: string } | null;
  myPermissions: readonly string[];
  owner: { userId: string; name: string; userName?: string | null };
  tiers: readonly ClubPageTier[];
}

export interface ClubPageAchievement {
  achievementId: string;
  displayName: string;
  bio?: string | null;
  avatarUrl?: string | null;
  category: string;
  tier?: string | null;
}

/**
 * The public club page's parts, in order. A page composes them and may put sections of its own
 * between them (the club's offers go after the tiers), so each section stands alone.
 */
export function ClubHero({ club }: { club: ClubPageClub }) {
  const imageSrc = useMediaSrc()(club.imageUrl);
  return (
    <header className="card club-hero" style={{ borderTop: `8px solid ${club.brandColor}` }}>
      {imageSrc ? <img src={imageSrc} alt={`${club.name}'s image`} width={120} height={120} className="club-hero-image" /> : null}
      <div className="stack-sm">
        <h1>{club.name}</h1>
        <p className="club-hero-facts">
          {club.isVerified ? <span className="pill pill-success">{t.verified}</span> : null}
          <span data-testid="member-count">{t.members(club.memberCount)}</span>
        </p>
        {club.description ? <p>{club.description}</p> : null}
        <p className="muted small">
          {`${t.owner} ${club.owner.name}${club.owner.userName ? ` (@${club.owner.userName})` : ""}`}
        </p>
        {!club.published ? <Alert kind="warning">{t.notPublishedNote}</Alert> : null}
      </div>
    </header>
  );
}

/** Join or Leave (POST to the page itself); signed out, Join goes through sign-in and comes back here ready to join. */
export function MembershipPanel({
  club,
  signedIn,
  joinOffer,
  error,
}: {
  club: ClubPageClub;
  signedIn: boolean;
  joinOffer: { code: string; ref?: string } | null;
  error?: string;
}) {
  const isOwner = club.myPermissions.includes("TRANSFER_OWNERSHIP");
  const joinable = club.canJoin || (joinOffer !== null && !club.isMember && club.published);
  let body: ReactNode = null;
  if (club.isMember) {
    body = (
      <>
        <p>
          {t.alreadyMember}
          {club.membership ? (
            <>
              {` ${t.joinedOn} `}
              <time dateTime={club.membership.joinedAt}>{formatEventDay(club.membership.joinedAt, "UTC")}</time>.
            </>
          ) : null}
        </p>
        {isOwner ? (
          <p className="muted">{t.ownerNote}</p>
        ) : (
          <Form method="post" className="row">
            <StatusButton name="intent" value="leave" variant="secondary" pendingText={t.leaving}>
              {t.leave}
            </StatusButton>
          </Form>
        )}
      </>
    );
  } else if (joinable) {
    body = (
      <>
        {joinOffer && signedIn ? <p>{t.joinOffer(club.name)}</p> : null}
        {/* Signed out, the action's guard sends the visitor to sign in, then back to ?join=1. */}
        <Form
          method="post"
          action={`${clubPagePath(club)}?${new URLSearchParams({ join: "1", ...(joinOffer?.code ? { code: joinOffer.code } : {}), ...(joinOffer?.ref ? { ref: joinOffer.ref } : {}) })}`}
          className="row"
        >
          {joinOffer?.code ? <input type="hidden" name="code" value={joinOffer.code} /> : null}
          {/* A member's invite code (ADR 0079): in the address too, so it survives sign-in and sign-up. */}
          {joinOffer?.ref ? <input type="hidden" name="ref" value={joinOffer.ref} /> : null}
          <StatusButton name="intent" value="join" pendingText={t.joining}>
            {club.access === "PRIVATE" ? t.joinPrivate : t.join}
          </StatusButton>
          {!signedIn ? <span className="muted small">{t.signInToJoin}</span> : null}
        </Form>
      </>
    );
  } else if (club.access === "PRIVATE") {
    body = <p className="muted">{t.privateNote}</p>;
  }
  return (
    <section className="card stack-sm" aria-label="Membership">
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {body}
      {club.myPermissions.includes("VIEW_MANAGER_AREA") ? (
        <p>
          <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>{t.manage}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The club's newest offers, and the way to all of them (/rep-clubs/{id}/offers). */
export function ClubOffersSection({ club, offers, count }: { club: Pick<ClubPageClub, "slug">; offers: readonly OfferCardView[]; count: number }) {
  return (
    <section className="stack" aria-labelledby="club-offers-title">
      <h2 id="club-offers-title">{t.offers}</h2>
      {offers.length === 0 ? (
        <p className="empty">{t.noOffers}</p>
      ) : (
        <div className="stack-sm">
          {offers.map((offer) => (
            <OfferCard key={offer.offerId} offer={offer} />
          ))}
        </div>
      )}
      {count > 0 ? (
        <p>
          <Link to={href("/rep-clubs/:id/offers", { id: club.slug })}>
            {`${t.allOffers} (${count})`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The club's tiers and what each gives. */
export function ClubTiersSection({ tiers }: { tiers: readonly ClubPageTier[] }) {
  const mediaSrc = useMediaSrc();
  return (
    <section className="stack" aria-labelledby="club-tiers-title">
      <h2 id="club-tiers-title">{t.tiers}</h2>
      {tiers.length === 0 ? (
        <p className="empty">{t.noTiers}</p>
      ) : (
        <ol className="tier-list stack-sm">
          {tiers.map((tier) => {
            const imageSrc = mediaSrc(tier.imageUrl);
            return (
              <li key={tier.tierId} className="card tier-card" style={{ borderLeft: `6px solid ${tier.color}` }}>
                {imageSrc ? <img src={imageSrc} alt="" width={56} height={56} className="tier-image" /> : null}
                <div className="stack-sm">
                  <h3>{tier.name}</h3>
                  <p className="muted small">{t.minimumPoints(tier.minimumPoints)}</p>
                  {tier.description ? <p>{tier.description}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The club's badges (the rewards area's achievements). */
export function ClubAchievementsSection({ achievements }: { achievements: readonly ClubPageAchievement[] }) {
  const mediaSrc = useMediaSrc();
  const imageSrc = useImageSrc();
  return (
    <section className="stack" aria-labelledby="club-achievements-title">
      <h2 id="club-achievements-title">{t.achievements}</h2>
      {achievements.length === 0 ? (
        <p className="empty">{t.noAchievements}</p>
      ) : (
        <ul className="badge-list">
          {achievements.map((badge) => (
            <li key={badge.achievementId} className="badge-card">
              <img src={mediaSrc(badge.avatarUrl) ?? imageSrc(DEFAULT_BADGE_IMAGE)} alt="" width={64} height={64} className="badge-image" />
              <span className="stack-sm">
                <strong>{badge.displayName}</strong>
                <span className="muted">{categoryLabel(badge.category, badge.tier)}</span>
                {badge.bio ? <span>{badge.bio}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
