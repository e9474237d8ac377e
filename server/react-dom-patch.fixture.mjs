// Run by react-dom-patch.test.ts in a process of its own, as
// `NODE_ENV=production|development node server/react-dom-patch.fixture.mjs`: React and its
// server renderer load as that build (the patched production one, or upstream's development
// one), render a demanding document the way app/entry.server.tsx does, and print what came
// out, with the number of calls into TextEncoder made while rendering the second time,
// whether V8's promise hooks were left on (a promise's continuation then has an async id), and
// whether every piece of text the renderer wrote is held at one byte a character.
import { createElement as h, Suspense, use, useId } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";
import { executionAsyncId } from "node:async_hooks";
import { serialize } from "node:v8";

/** The document's bytes; with `{ pieces: true }`, what the renderer wrote, as it wrote it. */
function render(tree, options = {}, { pieces = false } = {}) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const { pipe } = renderToPipeableStream(tree, {
      ...options,
      onAllReady() {
        pipe(
          new Writable({
            decodeStrings: !pieces,
            write(chunk, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(pieces ? chunks : Buffer.concat(chunks));
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** V8's serializer writes a string as it is held: tag `"` for one byte a character (after its header and any padding). */
const heldAsOneByte = (text) => serialize(text).subarray(2).find((byte) => byte !== 0) === 0x22;

function Labelled({ label }) {
  const id = useId();
  return h("p", null, h("label", { htmlFor: id }, label), h("input", { id, name: "q", defaultValue: `“${label}” & <more>` }));
}

function Awaited({ promise }) {
  return h("strong", null, use(promise));
}

const later = (value) => new Promise((resolve) => setTimeout(() => resolve(value), 5));
const text = "Café ☕ 東京 😀 & <tags> \"quotes\" 'apostrophes' ";

function documentTree({ awaited = true } = {}) {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, `Événement ${text}`), h("link", { rel: "icon", href: "/favicon.svg" })),
    h(
      "body",
      { className: "page" },
      h("h1", { style: { color: "rebeccapurple", marginTop: 4 } }, text),
      h(Labelled, { label: "Search" }),
      h("svg", { viewBox: "0 0 10 10", strokeWidth: 2, "aria-hidden": true }, h("path", { d: "M0 0L10 10", strokeLinecap: "round" })),
      h("select", { name: "s", defaultValue: "b" }, h("option", { value: "a" }, "A"), h("option", { value: "b" }, "B")),
      h("textarea", { name: "t", defaultValue: text }),
      h("button", { type: "submit", disabled: true }, "Send"),
      h("div", { dangerouslySetInnerHTML: { __html: "<em>raw</em> ✓" } }),
      h(
        "ul",
        null,
        Array.from({ length: 600 }, (_, i) => h("li", { key: i, "data-i": i }, `Row ${i} ${i % 7 === 0 ? "ü" : ""}`, h("a", { href: `/x/${i}?a=1&b=2` }, "open"))),
      ),
      awaited ? h(Suspense, { fallback: h("p", null, "Loading…") }, h(Awaited, { promise: later(`Resolved ${text}`) })) : null,
      // Past the patched build's 16,384-character flush, with multi-byte characters around it.
      h("pre", null, `${"é😀".repeat(3000)}${"x".repeat(16384)}${"東".repeat(100)}`),
    ),
  );
}

const variants = [{}, { nonce: "r4nd0m", bootstrapScriptContent: "window.ready = true" }];
const documents = [];
for (const options of variants) documents.push((await render(documentTree(), options)).toString("base64"));

let encoderCalls = 0;
for (const method of ["encode", "encodeInto"]) {
  const original = TextEncoder.prototype[method];
  TextEncoder.prototype[method] = function (...args) {
    encoderCalls += 1;
    return original.apply(this, args);
  };
}
await render(documentTree());
const promiseHooks = (await Promise.resolve().then(() => executionAsyncId())) !== 0;
// Text past Latin-1 as JSON.parse gives it (two bytes a character), in text and attributes.
const wide = JSON.parse(JSON.stringify(`Zoë Łukasz — 🎷 ${text}`));
const written = await render(h("p", { title: wide }, wide, h("b", null, "Olé")), {}, { pieces: true });
const oneByteText = written.filter((piece) => typeof piece === "string").map(heldAsOneByte);
// renderToString (React's other server build, react-dom-server-legacy) renders a whole
// document: nothing in this tree waits.
const documentString = renderToString(documentTree({ awaited: false }));
const stringOneByte = heldAsOneByte(renderToString(h("p", { title: wide }, wide, h("b", null, "Olé"))));
process.stdout.write(JSON.stringify({ documents, encoderCalls, promiseHooks, oneByteText, documentString, stringOneByte }));
