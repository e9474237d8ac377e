import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Request, Response } from "express";
import { afterAll, describe, expect, it } from "vitest";
import { onlyKnownFiles } from "./static-assets";

const root = mkdtempSync(join(tmpdir(), "static-"));
mkdirSync(join(root, "legal"));
writeFileSync(join(root, "robots.txt"), "User-agent: *");
writeFileSync(join(root, "legal", "terms.pdf"), "%PDF");
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pass(path: string, handler = onlyKnownFiles(root, (_req, _res, next) => next("served"))) {
  let outcome: unknown = "not called";
  handler({ path } as Request, {} as Response, (value?: unknown) => (outcome = value ?? "next"));
  return outcome;
}

describe("onlyKnownFiles", () => {
  it("hands the paths of existing files to the static handler", () => {
    expect(pass("/robots.txt")).toBe("served");
    expect(pass("/legal/terms.pdf")).toBe("served");
  });

  it("passes every other path on at once, without asking the file system", () => {
    expect(pass("/events/rooftop-jazz-night")).toBe("next");
    expect(pass("/legal")).toBe("next");
    expect(pass("/robots.txt/../../etc/passwd")).toBe("next");
  });
});
