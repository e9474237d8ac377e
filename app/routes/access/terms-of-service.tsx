import { useLoaderData } from "react-router";
import type { Route } from "./+types/terms-of-service";
import { loadLegalPage } from "~/.server/access/legal-page.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { LegalDocument } from "~/components/access/legal-document";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service" },
  { name: "description", content: "The Terms of Service of the current version, as accepted by members." },
  { property: "og:title", content: "Terms of Service" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  return loadLegalPage(context, url, "terms");
}

/** Terms of Service (spec 1 §2.2): the current terms record's document, fetched and sanitised on the server. */
export default function TermsOfService() {
  const page = useLoaderData<typeof loader>();
  return <LegalDocument {...page} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
