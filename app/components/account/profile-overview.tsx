import { profileTexts } from "~/lib/account/profile-texts";
import { toUsDate } from "~/lib/account/profile-schemas";
import { repScoreBucket, PROFILE_DEFAULTS } from "../../../contract/account/profile";
import { useImageSrc } from "~/hooks/use-media-src";

export interface ProfileOverviewUser {
  name?: string | null;
  userName?: string | null;
  emailAddress: string;
  verifiedEmailAddress?: string | null;
  phoneNumber?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  bio?: string | null;
  /** Already resolved for the browser (media host, default image). */
  avatarSrc: string;
  isVerified: boolean;
  tier: string;
  repScore: number;
}

/** Avatar, name, verified badge (its own colour for Premium), and the profile's facts with the rep score bucket. */
export function ProfileOverview({ user }: { user: ProfileOverviewUser }) {
  const imageSrc = useImageSrc();
  const score = user.repScore ?? PROFILE_DEFAULTS.rank;
  const bucket = repScoreBucket(score);
  const rows: [string, React.ReactNode][] = [
    ["Username", user.userName ? `@${user.userName}` : null],
    ["Email", user.emailAddress + (user.verifiedEmailAddress === user.emailAddress ? " (verified)" : "")],
    ["Phone", user.phoneNumber],
    ["Gender", user.gender ? profileTexts.genderLabels[user.gender] : null],
    ["Date of birth", user.dateOfBirth ? toUsDate(user.dateOfBirth) : null],
    ["Tier", profileTexts.tierLabels[user.tier] ?? user.tier],
    [
      "Rep score",
      <span className={`rep-score ${bucket}`} key="score">
        {score} <span className="muted">({bucket.replace("rep-score-", "")})</span>
      </span>,
    ],
  ];
  return (
    <>
      <div className="profile-head">
        <img className="avatar avatar-lg profile-avatar" src={imageSrc(user.avatarSrc)} alt="" width={96} height={96} />
        <div className="stack-sm">
          <h1>
            {user.name?.trim() || PROFILE_DEFAULTS.name}
            {user.isVerified ? (
              <span className={`pill verified-badge ${user.tier === "PREMIUM" ? "verified-premium" : "verified-standard"}`}>
                <span aria-hidden="true">✓ </span>
                {user.tier === "PREMIUM" ? "Premium" : "Verified"}
              </span>
            ) : null}
          </h1>
          {user.bio ? <p>{user.bio}</p> : null}
        </div>
      </div>
      <dl className="details card">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">Not set</span>}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
