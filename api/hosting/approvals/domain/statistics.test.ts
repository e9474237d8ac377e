import { expect, test } from "vitest";
import { ageBucketOf } from "./statistics.js";

test("ages fall into the buckets of spec 2 §9; under 18 or unknown is Unknown", () => {
  expect([17, 18, 24, 25, 34, 35, 44, 45, 90, null].map(ageBucketOf)).toEqual([
    "Unknown",
    "18–24",
    "18–24",
    "25–34",
    "25–34",
    "35–44",
    "35–44",
    "over 44",
    "over 44",
    "Unknown",
  ]);
});
