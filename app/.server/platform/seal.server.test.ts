import { describe, expect, it } from "vitest";
import { seal, unseal } from "./seal.server";

describe("seal", () => {
  const current = "new-secret-new-secret-new-secret-0000";
  const previous = "old-secret-old-secret-old-secret-1111";

  it("round-trips and hides the plaintext", () => {
    const sealed = seal("hello tokens", [current], "p");
    expect(sealed).not.toContain("hello");
    expect(unseal(sealed, [current], "p")).toBe("hello tokens");
  });

  it("accepts values sealed with an older secret during rotation", () => {
    const sealed = seal("v", [previous], "p");
    expect(unseal(sealed, [current, previous], "p")).toBe("v");
    expect(unseal(sealed, [current], "p")).toBeNull();
  });

  it("refuses tampering, other purposes and garbage", () => {
    const sealed = seal("v", [current], "p");
    const flipped = sealed.slice(0, 20) + (sealed[20] === "a" ? "b" : "a") + sealed.slice(21);
    expect(unseal(flipped, [current], "p")).toBeNull();
    expect(unseal(sealed, [current], "other")).toBeNull();
    expect(unseal("not-a-cookie", [current], "p")).toBeNull();
    expect(unseal("", [current], "p")).toBeNull();
  });
});
