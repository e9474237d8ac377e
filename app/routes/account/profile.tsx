import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { Avatar } from "~/components/ui/avatar";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { MyProfileDocument } from "~/graphql/generated";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile" };
export const meta: Route.MetaFunction = () => [{ title: "Profile" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(MyProfileDocument), url);
  return data({ me: user.me });
}

const GENDER_LABEL: Record<string, string> = { MALE: "Male", FEMALE: "Female", OTHER: "Other", NOT_DISCLOSED: "Not disclosed" };

function formatBirthday(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${m}/${d}/${y}`;
}

/** The member's profile information. */
export default function Profile() {
  const { me } = useLoaderData<typeof loader>();
  const rows: [string, string | null | undefined][] = [
    ["Username", me.userName ? `@${me.userName}` : null],
    ["Email", me.emailAddress + (me.verifiedEmailAddress === me.emailAddress ? " (verified)" : "")],
    ["Phone", me.phoneNumber],
    ["Gender", me.gender ? GENDER_LABEL[me.gender] : null],
    ["Date of birth", me.dateOfBirth ? formatBirthday(me.dateOfBirth) : null],
    ["Rep score", String(me.repScore)],
  ];
  return (
    <section className="stack-lg">
      <div className="profile-head">
        <Avatar name={me.name} url={me.avatarUrl} size={64} />
        <div>
          <h1>{me.name ?? "Unknown"}</h1>
          <p className="muted">{me.isVerified ? `Verified${me.tier === "PREMIUM" ? " · Premium" : ""}` : "Member"}</p>
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
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
