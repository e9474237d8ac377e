import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * What React writes for an element, for the tests that hold markup written without React
 * (rows, cards, the event's details) against the React elements it stands for. React writes
 * an apostrophe as &#x27;, escape-html as &#39;: the same character, spelled one way here.
 */
export function asReactMarkup(element: ReactElement): string {
  return renderToStaticMarkup(element).replaceAll("&#x27;", "&#39;");
}
