import { describe, expect, it } from "vitest";
import { pickEncoding } from "./page-cache";

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", "identity"],
  ] as const)("Accept-Encoding %j → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
