import { CLUB_ACCESS_LABELS, CLUB_SOCIAL_LABELS, type ClubAccess, type ClubSocialScheme } from "../../../contract/clubs/messages";
import { useMediaSrc } from "~/hooks/use-media-src";

export interface ClubCardData {
  name: string;
  slug: string;
  description?: string | null;
  access: ClubAccess;
  brandColor: string;
  imageUrl?: string | null;
  socialAccounts: { scheme: string; value: string }[];
}

/** A club as members see it: its image, name in its brand colour, description, who may join and its accounts. */
export function ClubCard({ club, headingLevel = 2 }: { club: ClubCardData; headingLevel?: 2 | 3 }) {
  const imageSrc = useMediaSrc()(club.imageUrl);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card stack club-card" style={{ borderTop: `6px solid ${club.brandColor}` }}>
      {imageSrc ? <img src={imageSrc} alt={`${club.name}'s image`} width={160} height={160} className="event-image-preview" /> : null}
      <Heading>{club.name}</Heading>
      {club.description ? <p>{club.description}</p> : null}
      <p className="muted small">
        {CLUB_ACCESS_LABELS[club.access]} · /{club.slug}
      </p>
      {club.socialAccounts.length > 0 ? (
        <ul className="club-accounts">
          {club.socialAccounts.map((account) => (
            <li key={account.scheme}>
              {CLUB_SOCIAL_LABELS[account.scheme as ClubSocialScheme] ?? account.scheme}: {account.value}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
