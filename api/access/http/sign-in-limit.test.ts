// The sign-in failure limit holds under concurrency: each attempt is counted before its
// password is checked, in memory and in Redis.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authRateLimits } from "./router.js";
import { createVerifiedUser, TEST_PASSWORD } from "../../test/fixtures.js";
import { freshIp, TEST_REDIS_URL as redisUrl, testRedisAnswers } from "../../test/redis.js";
import { startTestApi, type TestApi } from "../../test/support.js";

const withRedis = await testRedisAnswers();

function suite(name: string, redis: string | undefined) {
  describe(name, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ redisUrl: redis });
    });
    afterAll(async () => {
      await api?.close();
    });

    test("100 concurrent wrong passwords for one account get at most the limit of password checks", async () => {
      const user = await createVerifiedUser(api);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => api.post("/auth/password/sign-in", { userName: user.email, password: "Wrong#Guess11" }, { ip })),
      );
      const checked = answers.filter((answer) => answer.body.code === "AUTH_INVALID_CREDENTIALS").length;
      const limited = answers.filter((answer) => answer.status === 429).length;
      expect(checked).toBe(authRateLimits.signInFailuresPerAccountAndIp.limit);
      expect(limited).toBe(100 - checked);
      // Refused attempts do not count: the right password is still refused until the window ends.
      const right = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip });
      expect(right.status).toBe(429);
      expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    });

    test("a successful sign-in does not count against the address's failure limit", async () => {
      const user = await createVerifiedUser(api);
      const ip = freshIp();
      for (let i = 0; i < authRateLimits.signInFailuresPerIp.limit + 2; i += 1) {
        const answer = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip });
        expect(answer.status).toBe(200);
      }
    });
  });
}

suite("sign-in failure limit (in memory)", undefined);
describe.skipIf(!withRedis)(`with Redis (skipped: no Redis answers at ${redisUrl})`, () => {
  suite("sign-in failure limit (Redis)", redisUrl);
});
