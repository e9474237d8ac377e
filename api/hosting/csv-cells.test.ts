import { describe, expect, test } from "vitest";
import { amountOf, safeCell } from "./csv-cells.js";

describe("safeCell", () => {
  test.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
  ])("a cell starting with a formula character is neutralised: %j", (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });

  test("ordinary text, numbers and empty values pass unchanged", () => {
    expect(safeCell("Ava Stone")).toBe("Ava Stone");
    expect(safeCell("a=b")).toBe("a=b");
    expect(safeCell(12)).toBe("12");
    expect(safeCell(null)).toBe("");
    expect(safeCell(undefined)).toBe("");
  });
});

test("amountOf writes integer cents as a plain decimal", () => {
  expect(amountOf(0)).toBe("0.00");
  expect(amountOf(1250)).toBe("12.50");
  expect(amountOf(5)).toBe("0.05");
  expect(amountOf(null)).toBe("");
});
