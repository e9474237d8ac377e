import type { AddressInfo } from "node:net";
import express, { Router, type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { loadServerEnv } from "./env";
import { madeOnFirstRequest, socialSetup } from "./social";

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** Serves the handler under /dev/oidc on a free port and gives its base address. */
async function serve(handler: RequestHandler): Promise<string> {
  const app = express();
  app.use("/dev/oidc", handler);
  app.use((_req, res) => void res.status(404).send("none"));
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send("failed"));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/oidc`;
}

function helloRouter() {
  const inner = Router();
  inner.get("/hello", (_req, res) => void res.send("hello"));
  return inner;
}

describe("madeOnFirstRequest", () => {
  it("makes the router when the first request comes, once for requests that arrive together", async () => {
    let made = 0;
    const base = await serve(madeOnFirstRequest(async () => (made++, helloRouter())));
    expect(made).toBe(0);

    const answers = await Promise.all([fetch(`${base}/hello`), fetch(`${base}/hello`), fetch(`${base}/hello`)]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(["hello", "hello", "hello"]);
    expect(made).toBe(1);
    // What the made router does not answer goes on to the rest of the app.
    expect((await fetch(`${base}/other`)).status).toBe(404);
    expect(made).toBe(1);
  });

  it("answers a failed start with an error and tries again on the next request", async () => {
    let attempts = 0;
    const base = await serve(
      madeOnFirstRequest(async () => {
        attempts++;
        if (attempts === 1) throw new Error("could not start");
        return helloRouter();
      }),
    );
    expect((await fetch(`${base}/hello`)).status).toBe(500);
    expect(await (await fetch(`${base}/hello`)).text()).toBe("hello");
    expect(attempts).toBe(2);
  });
});

describe("socialSetup", () => {
  it("mounts a local OpenID provider that answers discovery, made on its first request", async () => {
    const secrets = { SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32) };
    const env = loadServerEnv({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:1", DEV_OIDC: "true", ...secrets });
    const { devOidcRouter, providers } = socialSetup(env);
    expect(providers.map((provider) => provider.name)).toContain("google");

    const base = await serve(devOidcRouter!);
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe("http://127.0.0.1:1/dev/oidc");
  });
});
