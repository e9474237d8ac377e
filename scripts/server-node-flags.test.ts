import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

describe("the server's Node flags", () => {
  test("the Docker image starts the server with the flags npm start and the benchmark use", () => {
    const dockerfile = readFileSync(new URL("../Dockerfile", import.meta.url), "utf8");
    const cmd = dockerfile.split("\n").filter((line) => line.startsWith("CMD ")).at(-1);
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!.slice("CMD ".length))).toEqual(["node", ...SERVER_NODE_FLAGS, "build/node/index.js"]);
  });

  test("npm start and the benchmark spawn the server with them", () => {
    for (const script of ["start.mjs", "bench/server.mjs"]) {
      const source = readFileSync(new URL(script, import.meta.url), "utf8");
      expect(source, script).toMatch(/spawn\((process\.execPath|node), \[\.\.\.SERVER_NODE_FLAGS, /);
    }
  });
});
