import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestLogSerializers } from "./logger";

describe("request logs", () => {
  it("never write the session cookie, a bearer token or a cookie being set", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.info(
      {
        req: { method: "GET", url: "/events", headers: { cookie: "session=sealed-secret", authorization: "Bearer eyJsecret.token.sig", host: "x" } },
        res: { statusCode: 200, headers: { "set-cookie": ["session=new-sealed-secret; HttpOnly"] } },
      },
      "request completed",
    );
    const line = lines.join("");
    expect(line).toContain('"host":"x"');
    expect(line).not.toContain("sealed-secret");
    expect(line).not.toContain("eyJsecret");
    expect(line).toContain("[redacted]");
  });

  it("name the request and its answer, without headers", () => {
    const req = {
      id: 7,
      method: "GET",
      originalUrl: "/events/x",
      ip: "203.0.113.7",
      headers: { cookie: "session=sealed-secret", authorization: "Bearer eyJsecret", "user-agent": "Firefox" },
    };
    const line = JSON.stringify({ req: requestLogSerializers.req(req), res: requestLogSerializers.res({ statusCode: 200 }) });
    expect(JSON.parse(line)).toEqual({
      req: { id: 7, method: "GET", url: "/events/x", ip: "203.0.113.7", userAgent: "Firefox" },
      res: { statusCode: 200 },
    });
    expect(line).not.toContain("secret");
  });
});
