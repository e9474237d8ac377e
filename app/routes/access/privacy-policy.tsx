import { useLoaderData } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { loadLegalPage } from "~/.server/access/legal-page.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { LegalDocument } from "~/components/access/legal-document";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy" },
  { name: "description", content: "The Privacy Policy of the current version, as accepted by members." },
  { property: "og:title", content: "Privacy Policy" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  return loadLegalPage(context, url, "privacy");
}

/** Privacy Policy (spec 1 §2.2): the current terms record's document, fetched and sanitised on the server. */
export default function PrivacyPolicy() {
  const page = useLoaderData<typeof loader>();
  return <LegalDocument {...page} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
