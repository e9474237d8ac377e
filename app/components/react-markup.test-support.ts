import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { withLatin1Characters } from "~/lib/html";

/**
 * What React writes for an element, for the tests that hold markup written without React
 * (rows, cards, the event's details) against the React elements it stands for. React writes
 * an apostrophe as &#x27;, escape-html as &#39;: the same character, spelled one way here.
 * The server's renderer writes a character past Latin-1 as a numeric reference (its patch,
 * docs/decisions/0039); the tests' development build does not, so it is spelled so here.
 */
export function asReactMarkup(element: ReactElement): string {
  return withLatin1Characters(renderToStaticMarkup(element).replaceAll("&#x27;", "&#39;"));
}
