// Draws link-preview cards (1200×630 PNG): satori lays the card out as SVG with Inter's
// glyphs as paths, resvg rasterises it. An event's own image, when it has one, is drawn
// on the card as a square (sharp turns the stored WEBP into a JPEG satori can read).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { LINK_PREVIEW_SIZE, type LinkPreviewCard } from "~/lib/events/link-preview";

const IMAGE_SIDE = 470;

let fonts: Font[] | null = null;
/** Inter 400 and 700 (woff: satori reads TTF, OTF and WOFF, not WOFF2), read once. */
function interFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  fonts = [
    { name: "Inter", data: file(400), weight: 400, style: "normal" },
    { name: "Inter", data: file(700), weight: 700, style: "normal" },
  ];
  return fonts;
}

export interface CardArtwork {
  productName: string;
  /** The event's stored image (any format sharp reads); drawn as a square at the right. */
  image?: Buffer | null;
}

async function imageDataUrl(image: Buffer): Promise<string> {
  const jpeg = await sharp(image).resize(IMAGE_SIDE, IMAGE_SIDE, { fit: "cover" }).jpeg({ quality: 86 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

const BACKGROUND = "linear-gradient(135deg, #3d1277 0%, #8f5cd6 60%, #f0a6ca 100%)";

function Layout({ productName, children, image }: { productName: string; children: React.ReactNode; image: string | null }) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", backgroundImage: BACKGROUND, padding: 64, fontFamily: "Inter", color: "#ffffff" }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, flexShrink: 1, paddingRight: image ? 48 : 0 }}>
        <div style={{ display: "flex", fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>{productName}</div>
        <div style={{ display: "flex", flexDirection: "column" }}>{children}</div>
      </div>
      {image ? <img src={image} width={IMAGE_SIDE} height={IMAGE_SIDE} style={{ borderRadius: 28, alignSelf: "center" }} alt="" /> : null}
    </div>
  );
}

/** The card as SVG. `embedFont: false` keeps the texts as <text> (tests read them); the PNG always has them as paths. */
export async function eventCardSvg(card: LinkPreviewCard, artwork: CardArtwork, { embedFont = true } = {}): Promise<string> {
  const image = artwork.image ? await imageDataUrl(artwork.image) : null;
  // Narrower beside the image: a step smaller, and the day and the time on lines of their own.
  const sizes = image ? [48, 56, 64] : [54, 64, 76];
  const titleSize = card.title.length > 60 ? sizes[0] : card.title.length > 30 ? sizes[1] : sizes[2];
  return satori(
    <Layout productName={artwork.productName} image={image}>
      <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>{card.title}</div>
      {image ? (
        <div style={{ display: "flex", flexDirection: "column", fontSize: 30, marginTop: 32 }}>
          <div style={{ display: "flex" }}>{card.day}</div>
          <div style={{ display: "flex", marginTop: 6 }}>{card.time}</div>
        </div>
      ) : (
        <div style={{ display: "flex", fontSize: 32, marginTop: 32 }}>{card.when}</div>
      )}
      {card.venue ? <div style={{ display: "flex", fontSize: 30, marginTop: 14, opacity: 0.92 }}>{card.venue}</div> : null}
    </Layout>,
    { ...LINK_PREVIEW_SIZE, fonts: interFonts(), embedFont },
  );
}

/** The card for a link that shows no event: the brand only (unknown, private or hidden events). */
export async function defaultCardSvg(productName: string, { embedFont = true } = {}): Promise<string> {
  return satori(
    <Layout productName={productName} image={null}>
      <div style={{ display: "flex", fontSize: 76, fontWeight: 700, lineHeight: 1.1 }}>Events worth showing up for</div>
      <div style={{ display: "flex", fontSize: 32, marginTop: 32 }}>RSVP, get your ticket and see who is going.</div>
    </Layout>,
    { ...LINK_PREVIEW_SIZE, fonts: interFonts(), embedFont },
  );
}

/** SVG → PNG at exactly 1200×630. */
export function pngOf(svg: string): Buffer {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: LINK_PREVIEW_SIZE.width }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
