import { data, href, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/** Any path no route claims: a real 404 page, for documents and data requests alike. */
export function loader() {
  throw data("The link may be broken, or the page may have been removed.", { status: 404 });
}

export function action() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return (
    <main className="page-center">
      <Link to={href("/events")}>Go to events</Link>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page-center">
      <GeneralErrorBoundary />
    </main>
  );
}
