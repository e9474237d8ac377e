import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { PIE_PICTURE_SIZE } from "~/lib/pies/picture";
import { drawPiePicture, layerBytes } from "./picture.server";

/** The colour of the picture's pixel at (x, y) in a 400 px square. */
async function pixel(picture: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 6);

describe("a pie's picture", () => {
  test("reads the catalogue's layers from the web app's files, and nothing it does not know", async () => {
    expect((await layerBytes("/pies/layers/crust-golden.svg"))?.toString()).toContain("<svg");
    expect(await layerBytes("/pies/layers/no-such-layer.svg")).toBeNull();
    expect(await layerBytes("https://elsewhere.example/crust.svg")).toBeNull();
    expect(await layerBytes("/media/not-an-id.webp")).toBeNull();
  });

  test("stacks the layers in order over the whole square, the first at the back", async () => {
    const red = await sharp({ create: { width: 50, height: 80, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    const crust = (await layerBytes("/pies/layers/crust-golden.svg"))!;
    const picture = await drawPiePicture([red, crust], "png");
    const meta = await sharp(picture).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", PIE_PICTURE_SIZE, PIE_PICTURE_SIZE]);
    // The corner: the background layer, stretched to the square although it was 50 × 80.
    expect(near(await pixel(picture, 2, 2), [200, 20, 20, 255])).toBe(true);
    // The crust's upper ellipse (#e8b35d around (100, 118) of 200) lies on top of it.
    expect(near(await pixel(picture, 200, 236), [0xe8, 0xb3, 0x5d, 255])).toBe(true);

    const reversed = await drawPiePicture([crust, red], "png");
    expect(near(await pixel(reversed, 200, 236), [200, 20, 20, 255])).toBe(true);
  });

  test("is WEBP for the pages", async () => {
    const crust = (await layerBytes("/pies/layers/crust-golden.svg"))!;
    const meta = await sharp(await drawPiePicture([crust], "webp")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", PIE_PICTURE_SIZE, PIE_PICTURE_SIZE]);
  });
});
