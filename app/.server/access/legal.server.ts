// The current terms record and its documents (spec 1 §3 Terms, §7): the documents are
// fetched by GET from the record's URLs and shown as sanitised HTML. Both are public and
// change rarely, so each instance keeps them briefly in memory; concurrent misses share
// one fetch.
import type { ApiClient } from "~/.server/platform/api.server";
import { CurrentTermsDocument } from "~/graphql/generated";
import { sanitizeDocumentHtml } from "~/.server/platform/sanitize.server";

export interface CurrentTerms {
  version: string;
  termsAndConditionsUrl: string;
  privacyPolicyUrl: string;
}

const TERMS_TTL_MS = 60_000;
const DOCUMENT_TTL_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_DOCUMENT_BYTES = 512 * 1024;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

function cached<T>(store: Map<string, Entry<T>>, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value;
  const value = load();
  store.set(key, { value, expiresAt: now + ttlMs });
  // A failure is not remembered: the next request tries again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

const termsStore = new Map<string, Entry<CurrentTerms | null>>();
const documentStore = new Map<string, Entry<string>>();

/** The current terms (null before any are published). Cached for a minute per instance. */
export function getCurrentTerms(api: ApiClient): Promise<CurrentTerms | null> {
  return cached(termsStore, "current", TERMS_TTL_MS, async () => (await api.query(CurrentTermsDocument)).terms.current ?? null);
}

/** The current version for guards, or null when it can't be known right now (the API being down never locks members out). */
export async function currentTermsVersion(api: ApiClient): Promise<string | null> {
  try {
    return (await getCurrentTerms(api))?.version ?? null;
  } catch {
    return null;
  }
}

export class LegalDocumentError extends Error {}

/** Fetches a document and returns its sanitised HTML; links to the record's other document point at our page for it. */
export function getLegalDocument(url: string, terms: CurrentTerms): Promise<string> {
  return cached(documentStore, url, DOCUMENT_TTL_MS, async () => {
    if (!/^https?:\/\//.test(url)) throw new LegalDocumentError(`Not an http(s) URL: ${url}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: "text/html" } });
    if (!response.ok) throw new LegalDocumentError(`GET ${url} answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_DOCUMENT_BYTES) throw new LegalDocumentError(`${url} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(text)?.[1] ?? text;
    return sanitizeDocumentHtml(body, {
      baseUrl: url,
      rewriteLink: (href) =>
        href === terms.termsAndConditionsUrl ? "/terms-of-service" : href === terms.privacyPolicyUrl ? "/privacy-policy" : href,
    });
  });
}
