import { serialize } from "node:v8";

/**
 * Whether V8 holds a string at one byte a character (docs/decisions/0039). Its serializer
 * writes a string as it is held: after the header (0xFF and the format version), tag `"` for
 * one byte a character, or `c` for two, which may follow padding bytes.
 */
export function heldAsOneByte(text: string): boolean {
  const bytes = serialize(text);
  let at = 2;
  while (bytes[at] === 0) at += 1;
  if (bytes[at] !== 0x22 && bytes[at] !== 0x63) throw new Error(`unexpected serializer tag ${bytes[at]}`);
  return bytes[at] === 0x22;
}

/** The text in a string of two bytes a character, as JSON.parse makes one from text past Latin-1. */
export function heldAsTwoBytes(text: string): string {
  const parsed = JSON.parse(JSON.stringify(text)) as string;
  if (heldAsOneByte(parsed)) throw new Error("this text is held at one byte a character");
  return parsed;
}
