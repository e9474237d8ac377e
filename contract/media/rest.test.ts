import { describe, expect, it } from "vitest";
import { smallImagePath } from "./rest";

describe("smallImagePath", () => {
  const id = "0b6f3c9e-2f0a-4d3e-9a57-1c2d3e4f5a6b";
  it("names the small copy of an image this site stores, keeping its query", () => {
    expect(smallImagePath(`/media/${id}.webp`)).toBe(`/media/${id}.small.webp`);
    expect(smallImagePath(`/media/${id}.webp?v=3`)).toBe(`/media/${id}.small.webp?v=3`);
  });

  it("leaves any other picture as it is", () => {
    for (const url of ["/images/default-avatar.svg", `https://cdn.example/media/${id}.webp`, `/media/${id}.pdf`, "data:image/png;base64,AAAA"]) {
      expect(smallImagePath(url)).toBe(url);
    }
  });
});
