import { describe, expect, test } from "vitest";
import { appearanceVersion } from "../../../contract/pies/appearance-version";
import { DEFAULT_PIE_IMAGE, piePictureSrc, piePictureVersion } from "./picture";

const layers = [
  { layer: "background", imageUrl: "/pies/layers/background-sunrise.svg" },
  { layer: "crust", imageUrl: "/pies/layers/crust-golden.svg" },
];

describe("a pie's appearance version", () => {
  test("the same layers give the same version, any change another", () => {
    expect(appearanceVersion(layers)).toBe(appearanceVersion(layers.map((layer) => ({ ...layer }))));
    const versions = new Set([
      appearanceVersion(layers),
      appearanceVersion([layers[0]!, { layer: "crust", imageUrl: "/pies/layers/crust-dark.svg" }]),
      appearanceVersion([layers[0]!, { layer: "filling", imageUrl: "/pies/layers/crust-golden.svg" }]),
      appearanceVersion([layers[1]!, layers[0]!]),
      appearanceVersion([layers[0]!]),
    ]);
    expect(versions.size).toBe(5);
    expect(appearanceVersion(layers)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  test("is null without layers", () => {
    expect(appearanceVersion([])).toBeNull();
  });
});

describe("a pie's picture address", () => {
  test("is the pie's picture route named by the layers' and the drawing's version, WEBP by default and PNG for link previews", () => {
    const v = piePictureVersion("abc");
    expect(v).toMatch(/^abc\.\d+$/);
    expect(piePictureSrc("a b", "abc")).toBe(`/legacy/pies/a%20b/picture?v=${v}`);
    expect(piePictureSrc("pie-1", "abc", "png")).toBe(`/legacy/pies/pie-1/picture?v=${v}&format=png`);
  });

  test("is the default pie image for a pie without layers", () => {
    expect(piePictureSrc("pie-1", null)).toBe(DEFAULT_PIE_IMAGE);
    expect(piePictureSrc("pie-1", null, "png")).toBe(DEFAULT_PIE_IMAGE);
  });
});
