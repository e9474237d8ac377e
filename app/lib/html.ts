import escapeHtmlText from "escape-html";

/** A surrogate pair (one character past U+FFFF), or any other UTF-16 unit past Latin-1. */
const BEYOND_LATIN1_CHARACTERS = /[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g;
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

function characterReference(character: string): string {
  const code = character.codePointAt(0)!;
  // A lone surrogate is no character: the browser would show U+FFFD for it either way.
  return `&#${code >= 0xd800 && code <= 0xdfff ? 0xfffd : code};`;
}

/**
 * The same text in a string of one byte a character. V8 keeps a string made from a two-byte
 * one (by `replace`, `slice` or `+`) at two bytes a character even when every character left
 * is Latin-1, and a document joined from it is then two bytes a character too
 * (docs/decisions/0039). On the server a copy through Latin-1 bytes narrows it; in the
 * browser, which encodes nothing, the text is returned as it is.
 */
export function narrowed(latin1Text: string): string {
  const buffers = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  return buffers ? buffers.from(latin1Text, "latin1").toString("latin1") : latin1Text;
}

/** HTML with every character past Latin-1 written as a numeric character reference (Latin-1 is returned as it is). */
export function withLatin1Characters(html: string): string {
  if (!BEYOND_LATIN1.test(html)) return html;
  return narrowed(html.replace(BEYOND_LATIN1_CHARACTERS, characterReference));
}

/**
 * A value escaped for HTML text or a quoted attribute (escape-html), with every character
 * past Latin-1 written as a numeric character reference. The app's markup strings use it, as
 * React's renderer does for its own text (docs/decisions/0039): a document whose text is all
 * Latin-1 stays a one-byte string on its way to the socket, which V8 encodes several times
 * faster than a two-byte one.
 */
export function escapeHtml(value: unknown): string {
  return withLatin1Characters(escapeHtmlText(value as string));
}
