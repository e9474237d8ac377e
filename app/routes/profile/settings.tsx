import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/settings";
import { loadTwoFactorSection } from "~/.server/settings/two-factor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TwoFactorSection } from "~/components/settings/two-factor";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Settings" };
export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

/** Account settings: a heading and one component per section; each section loads its own data. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return data({ twoFactor: await loadTwoFactorSection(context, url) });
}

export default function Settings() {
  const sections = useLoaderData<typeof loader>();
  return (
    <div className="stack-lg">
      <h1>Settings</h1>
      <TwoFactorSection data={sections.twoFactor} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
