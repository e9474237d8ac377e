// React DOM's server renderer is patched (patches/react-dom+19.3.1.patch, docs/decisions/0032):
// the production build gathers the text of each flush into one string and writes it once,
// instead of encoding every piece into 4 KB byte views, and it keeps no AsyncLocalStorage,
// whose first run turns on V8's promise hooks for good before Node 24 (every promise of the
// server then calls into them), and it writes a character past Latin-1 in text and attributes
// as a numeric character reference (docs/decisions/0039). The development build is left as
// upstream wrote it, so it is the reference: both must send the very same bytes once the
// reference's characters past Latin-1 are spelled as references too. Each build runs in a
// process of its own (react-dom-patch.fixture.mjs), with React of the same build.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/** The HTML with every character past Latin-1 written as a numeric character reference, as the patched renderer writes it. */
function withLatin1Characters(html: string): string {
  // A lone surrogate is no character: the browser shows U+FFFD for it either way.
  return html.replace(/[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g, (character) => {
    const code = character.codePointAt(0)!;
    return `&#${code >= 0xd800 && code <= 0xdfff ? 0xfffd : code};`;
  });
}

const fixture = fileURLToPath(new URL("./react-dom-patch.fixture.mjs", import.meta.url));

function renderAs(build: "production" | "development") {
  const out = execFileSync(process.execPath, [fixture], { env: { ...process.env, NODE_ENV: build }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const { documents, encoderCalls, promiseHooks, oneByteText, documentString, stringOneByte } = JSON.parse(out) as {
    documents: string[];
    encoderCalls: number;
    promiseHooks: boolean;
    oneByteText: boolean[];
    documentString: string;
    stringOneByte: boolean;
  };
  return { documents: documents.map((document) => Buffer.from(document, "base64")), encoderCalls, promiseHooks, oneByteText, documentString, stringOneByte };
}

describe("the patched server renderer", () => {
  const patched = renderAs("production");
  const upstream = renderAs("development");

  test("sends the same bytes as upstream's, with characters past Latin-1 as references", () => {
    expect(patched.documents).toHaveLength(2);
    for (const [index, document] of patched.documents.entries()) {
      expect(document.length).toBeGreaterThan(60_000);
      // The fixture's raw HTML (dangerouslySetInnerHTML) has a check mark, which no renderer escapes.
      const expected = withLatin1Characters(upstream.documents[index].toString("utf8")).replaceAll("&#10003;", "\u2713");
      expect(document.equals(Buffer.from(expected, "utf8")), `document ${index}`).toBe(true);
    }
  });

  test("writes text and attributes in Latin-1: a document of one-byte characters", () => {
    for (const document of patched.documents) {
      const text = document.toString("utf8");
      expect(text).toContain("Caf\u00e9 &#9749; &#26481;&#20140; &#128512;");
      expect([...text.matchAll(/[\u0100-\u{10ffff}]/gu)].map(([character]) => character)).toEqual(["\u2713"]);
      expect([...upstream.documents[0].toString("utf8").matchAll(/[\u0100-\u{10ffff}]/gu)].length).toBeGreaterThan(3000);
    }
  });

  test("writes that text one byte a character, though it came from text two bytes a character", () => {
    // Escaped by replace() and slices alone, the text would stay two bytes a character, and so
    // would every document joined from it (docs/decisions/0039).
    expect(patched.oneByteText.length).toBeGreaterThan(0);
    expect(patched.oneByteText.every(Boolean)).toBe(true);
    // Upstream writes bytes (TextEncoder's views), no text.
    expect(upstream.oneByteText).toEqual([]);
  });

  test("encodes a document's text at once, not piece by piece", () => {
    // Upstream calls TextEncoder for nearly every piece of text: thousands of times here.
    expect(upstream.encoderCalls).toBeGreaterThan(1000);
    expect(patched.encoderCalls).toBe(0);
  });

  test("renders to a string (react-dom-server-legacy) as upstream does, with characters past Latin-1 as references", () => {
    expect(patched.documentString.length).toBeGreaterThan(60_000);
    const expected = withLatin1Characters(upstream.documentString).replaceAll("&#10003;", "\u2713");
    expect(patched.documentString).toBe(expected);
    expect(upstream.documentString).toContain("Caf\u00e9 \u2615 \u6771\u4eac \u{1f600}");
  });

  test("renders to a string held one byte a character, though its text came two bytes a character", () => {
    expect(patched.stringOneByte).toBe(true);
    expect(upstream.stringOneByte).toBe(false);
  });

  test("leaves V8's promise hooks off after rendering", () => {
    expect(patched.promiseHooks).toBe(false);
    // Upstream's AsyncLocalStorage turns them on where it still rests on them (Node 20 and 22).
    if (Number(process.versions.node.split(".")[0]) < 24) expect(upstream.promiseHooks).toBe(true);
  });
});
