import { expect, test, vi } from "vitest";
import { brandColorOf, DEFAULT_BRAND_COLOR } from "./colors";

test("a missing colour is the default brand colour #3D1277", () => {
  expect(brandColorOf(null)).toBe(DEFAULT_BRAND_COLOR);
  expect(brandColorOf("")).toBe("#3D1277");
});

test("valid hex colours are kept, upper case, #RGB widened", () => {
  expect(brandColorOf("#3d1277")).toBe("#3D1277");
  expect(brandColorOf("#0af")).toBe("#00AAFF");
});

test.each(["3D1277", "#12345", "#GGGGGG", "red", "#1234567"])("an invalid hex colour (%s) falls back to black and is reported", (value) => {
  const onInvalid = vi.fn();
  expect(brandColorOf(value, onInvalid)).toBe("#000000");
  expect(onInvalid).toHaveBeenCalledWith(value);
});
