import { describe, expect, test } from "vitest";
import { sanitizeDocumentHtml } from "./sanitize.server";

describe("sanitizeDocumentHtml", () => {
  test("keeps the allowed document markup", () => {
    const html = `<article><h1>Terms</h1><h2>1. Who</h2><p>We <strong>are</strong> <em>here</em>.</p>
      <ul><li>One</li></ul><ol start="2"><li>Two</li></ol><blockquote>Quote</blockquote>
      <table><tr><th scope="col">A</th></tr><tr><td colspan="2">B</td></tr></table></article>`;
    const clean = sanitizeDocumentHtml(html);
    for (const kept of ["<article>", "<h1>Terms</h1>", "<h2>1. Who</h2>", "<strong>are</strong>", "<em>here</em>", "<li>One</li>", '<ol start="2">', "<blockquote>Quote</blockquote>", '<th scope="col">', '<td colspan="2">']) {
      expect(clean).toContain(kept);
    }
  });

  test("drops scripts, styles and their contents, and unknown tags", () => {
    const clean = sanitizeDocumentHtml(
      `<head><title>T</title><style>p{color:red}</style></head><body><p>Hi</p><script>alert(1)</script><iframe src="https://x.test">f</iframe><form action="/x"><input name="a"></form><svg><script>alert(2)</script></svg></body>`,
    );
    expect(clean).toBe("<p>Hi</p>");
  });

  test("drops event handlers, style attributes and unknown attributes", () => {
    const clean = sanitizeDocumentHtml(`<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p><img src=x onerror=alert(1)><a href="https://ok.test" onmouseover="alert(1)">ok</a>`);
    expect(clean).not.toMatch(/onclick|onerror|onmouseover|style=|class=|id=|<img/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('href="https://ok.test/"');
  });

  test("drops javascript:, data: and vbscript: links, however they are disguised", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "&#106;avascript:alert(1)", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox(1)"]) {
      const clean = sanitizeDocumentHtml(`<a href="${href}">x</a>`);
      expect(clean, href).not.toMatch(/javascript|data:|vbscript|href=/i);
      expect(clean).toContain(">x</a>");
    }
  });

  test("resolves relative links against the document and lets them be rewritten; keeps fragments and mailto", () => {
    const clean = sanitizeDocumentHtml(`<a href="privacy-v1.html">Privacy</a> <a href="#s2">Section</a> <a href="mailto:a@b.test">Mail</a>`, {
      baseUrl: "https://site.test/legal/terms-v1.html",
      rewriteLink: (href) => (href === "https://site.test/legal/privacy-v1.html" ? "/privacy-policy" : href),
    });
    expect(clean).toContain('<a rel="noopener noreferrer" href="/privacy-policy">Privacy</a>');
    expect(clean).toContain('href="#s2"');
    expect(clean).toContain('href="mailto:a@b.test"');
  });
});
