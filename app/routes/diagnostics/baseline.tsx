import type { Route } from "./+types/baseline";
import { GeneralErrorBoundary } from "~/components/error-boundary";

/**
 * The benchmark's baseline (`npm run bench`): the cheapest page the server can render,
 * through the same Express stack, root middleware, root loader and document as every
 * other page, with no loader of its own and no API call. Other pages are measured as a
 * ratio to it. Harmless to leave on: it shows nothing and is never indexed.
 */
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
