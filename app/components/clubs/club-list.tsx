import { Link } from "react-router";
import { useMediaSrc } from "~/hooks/use-media-src";
import { clubPagePath, discoverTexts as t } from "~/lib/clubs/discover";

export interface ClubListEntry {
  clubId: string;
  name: string;
  slug: string;
  description?: string | null;
  brandColor: string;
  imageUrl?: string | null;
  isVerified: boolean;
  memberCount: number;
  isMember: boolean;
}

/** Clubs as discover lists them: image, name (a link to the club), verified, members, and "Member" for the viewer's. */
export function ClubList({ clubs, label, note }: { clubs: readonly ClubListEntry[]; label: string; note?: (club: ClubListEntry) => React.ReactNode }) {
  const mediaSrc = useMediaSrc();
  return (
    <ul className="club-list stack-sm" aria-label={label}>
      {clubs.map((club) => {
        const imageSrc = mediaSrc(club.imageUrl);
        return (
          <li key={club.clubId} className="card club-list-item" style={{ borderLeft: `6px solid ${club.brandColor}` }}>
            {imageSrc ? <img src={imageSrc} alt="" width={56} height={56} className="club-list-image" /> : null}
            <div className="stack-sm">
              <Link to={clubPagePath(club)} className="club-list-name">
                {club.name}
              </Link>
              <p className="muted small">
                {club.isVerified ? <span className="pill pill-success">{t.verified}</span> : null} {t.members(club.memberCount)}
                {club.isMember ? <span className="pill"> {t.member}</span> : null}
                {note ? <> · {note(club)}</> : null}
              </p>
              {club.description ? <p className="club-list-description">{club.description}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
