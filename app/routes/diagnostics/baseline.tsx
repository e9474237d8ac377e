import { data } from "react-router";
import type { Route } from "./+types/baseline";
import { webEnv } from "~/.server/platform/env.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

/**
 * The benchmark's baseline (`npm run bench`): the cheapest page the server can render,
 * through the same Express stack, root middleware, root loader and document as every
 * other page, with no loader of its own and no API call. Other pages are measured as a
 * ratio to it. Off (404) unless BENCH_BASELINE=true, which `npm run bench` sets.
 */
export function loader() {
  if (!webEnv().benchBaseline) throw data("Not found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Baseline" }, { name: "robots", content: "noindex" }];

export default function Baseline() {
  return (
    <main className="page-center">
      <h1>Baseline</h1>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
