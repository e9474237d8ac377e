import { describe, expect, test } from "vitest";
import { piePictureSrc, piePictureVersion } from "./picture";

const layers = [
  { layer: "background", imageUrl: "/pies/layers/background-sunrise.svg" },
  { layer: "crust", imageUrl: "/pies/layers/crust-golden.svg" },
];

describe("a pie's picture address", () => {
  test("names the layers' version: the same layers give the same address, any change another", () => {
    expect(piePictureVersion(layers)).toBe(piePictureVersion(layers.map((layer) => ({ ...layer }))));
    const versions = new Set([
      piePictureVersion(layers),
      piePictureVersion([layers[0]!, { layer: "crust", imageUrl: "/pies/layers/crust-dark.svg" }]),
      piePictureVersion([layers[0]!, { layer: "filling", imageUrl: "/pies/layers/crust-golden.svg" }]),
      piePictureVersion([layers[1]!, layers[0]!]),
      piePictureVersion([layers[0]!]),
      piePictureVersion([]),
    ]);
    expect(versions.size).toBe(6);
    expect(piePictureVersion(layers)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  test("is the pie's picture route, WEBP by default and PNG for link previews", () => {
    const v = piePictureVersion(layers);
    expect(piePictureSrc("a b", layers)).toBe(`/legacy/pies/a%20b/picture?v=${v}`);
    expect(piePictureSrc("pie-1", layers, "png")).toBe(`/legacy/pies/pie-1/picture?v=${v}&format=png`);
  });
});
