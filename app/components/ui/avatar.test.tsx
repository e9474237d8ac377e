import { describe, expect, test } from "vitest";
import { renderAt, renderWithMediaHost } from "../render-at.test-support";
import { Avatar } from "./avatar";

describe("Avatar (spec 1 §3 display defaults)", () => {
  test("a member without a picture shows the default avatar image", () => {
    for (const url of [null, undefined, "", "  "]) {
      expect(renderAt(<Avatar url={url} size={28} />)).toBe(`<img class="avatar avatar-sm" src="/images/default-avatar.svg" alt="" width="28" height="28" loading="lazy"/>`);
    }
    expect(renderWithMediaHost(<Avatar url={null} />, "https://media.example.com")).toContain(`src="/images/default-avatar.svg"`);
  });

  test("a relative picture is loaded from the media host; absolute and data URLs are left unchanged", () => {
    expect(renderWithMediaHost(<Avatar url="/media/u-3.webp" />, "https://media.example.com/")).toBe(
      `<img class="avatar " src="https://media.example.com/media/u-3.webp" alt="" width="36" height="36" loading="lazy"/>`,
    );
    expect(renderWithMediaHost(<Avatar url="media/u-3.webp" size={64} />, "https://media.example.com")).toContain(`src="https://media.example.com/media/u-3.webp"`);
    expect(renderWithMediaHost(<Avatar url="https://cdn.other.net/a.png" />, "https://media.example.com")).toContain(`src="https://cdn.other.net/a.png"`);
    expect(renderWithMediaHost(<Avatar url="data:image/png;base64,AAAA" />, "https://media.example.com")).toContain(`src="data:image/png;base64,AAAA"`);
    // No media host: the path stays on this site.
    expect(renderWithMediaHost(<Avatar url="media/u-3.webp" />, null)).toContain(`src="/media/u-3.webp"`);
  });
});
