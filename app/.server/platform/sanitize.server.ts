// Allow-list HTML sanitiser for documents we show inside our pages (the terms and
// privacy documents fetched from the URLs of the terms record). Built on `xss` (js-xss):
// pure JavaScript with no DOM, no native code and no engine requirement, so it runs the
// same on Node 20 and 24 (sanitize-html >= 2.17 needs Node 22; an older pin would stay
// on an unmaintained line). Anything not on the list is dropped; the contents of
// script, style, head, iframe and similar are dropped with their tags.
import xss from "xss";

type XssModule = typeof import("xss");
// `xss` is CommonJS: its helpers hang off the default export.
const { FilterXSS, escapeAttrValue } = xss as unknown as XssModule;

const TEXT_TAGS = [
  "article", "section", "header", "footer", "aside", "main", "div", "span",
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
  "strong", "b", "em", "i", "u", "small", "sub", "sup", "mark", "abbr",
  "ul", "ol", "li", "dl", "dt", "dd",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
] as const;

const allowList: Record<string, string[]> = Object.fromEntries(TEXT_TAGS.map((tag) => [tag, []]));
allowList.a = ["href", "title"];
allowList.abbr = ["title"];
allowList.th = ["scope", "colspan", "rowspan"];
allowList.td = ["colspan", "rowspan"];
allowList.ol = ["start"];

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

export interface SanitizeOptions {
  /** Where the document came from: relative links are resolved against it. */
  baseUrl?: string;
  /** Maps a resolved absolute link to the href to show (e.g. our own page for a known document). */
  rewriteLink?: (absolute: string) => string;
}

/** Returns only allowed markup: no scripts, no event handlers, no styles, only http(s)/mailto/tel/fragment links. */
export function sanitizeDocumentHtml(html: string, { baseUrl, rewriteLink = (href) => href }: SanitizeOptions = {}): string {
  const filter = new FilterXSS({
    whiteList: allowList,
    stripIgnoreTag: true,
    allowCommentTag: false,
    css: false,
    onTagAttr(tag, name, value) {
      if (tag !== "a") return undefined;
      if (name === "href") {
        const href = safeHref(value, baseUrl);
        return href === null ? "" : `href="${escapeAttrValue(href.startsWith("#") ? href : rewriteLink(href))}"`;
      }
      return undefined;
    },
  });
  // Links don't hand our page to their target. After filtering, "<a" only starts a real tag (text "<" is escaped).
  return filter
    .process(withoutDroppedBlocks(html))
    .replace(/<a(?=[\s>])/g, '<a rel="noopener noreferrer"')
    .trim();
}

/** Tags dropped with everything inside them (xss alone would keep their text). */
const DROPPED_BLOCK = /<(script|style|head|title|iframe|object|embed|noscript|template|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;

function withoutDroppedBlocks(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(DROPPED_BLOCK, "");
  } while (current !== previous);
  return current;
}

function safeHref(raw: string, baseUrl: string | undefined): string | null {
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:"), so we do too before checking.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const value = raw.replace(/[\u0000-\u0020\u007f]+/g, "").trim();
  if (!value) return null;
  if (value.startsWith("#")) return value;
  let url: URL;
  try {
    url = baseUrl ? new URL(value, baseUrl) : new URL(value);
  } catch {
    return null;
  }
  return SAFE_SCHEMES.test(url.protocol) ? url.href : null;
}
