import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { getCurrentTerms, getLegalDocument } from "./legal.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { termsMessages } from "~/lib/access/messages";

/** Loader body of /terms-of-service and /privacy-policy: the current record's document, sanitised, cacheable briefly. */
export async function loadLegalPage(context: Readonly<RouterContextProvider>, url: URL, kind: "terms" | "privacy") {
  const terms = await loadOrThrow(context, () => getCurrentTerms(getApi(context)), url);
  if (!terms) throw data(termsMessages.documentUnavailable, { status: 404 });
  const documentUrl = kind === "terms" ? terms.termsAndConditionsUrl : terms.privacyPolicyUrl;
  let html: string;
  try {
    html = await getLegalDocument(documentUrl, terms);
  } catch (error) {
    console.error(error);
    throw data(termsMessages.documentUnavailable, { status: 503 });
  }
  return data(
    { html, version: terms.version, documentUrl },
    // Public and the same for everyone: shared caches may keep it briefly (the session middleware makes it private for members).
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
