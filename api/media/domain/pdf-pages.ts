// Counting a PDF's pages before it is parsed (docs/decisions/0024): a "page bomb" (tens of
// thousands of page objects sharing one content stream, a few MB) costs seconds to parse and
// far more to stamp, so it is refused from a scan of its bytes. The scan reads the file's
// page objects as text, and those packed in compressed object streams after inflating them
// (native zlib, with a bound on what it inflates). It is a floor, not the count: the stamping
// checks the parsed document's page count again before it draws anything.
import { inflateSync } from "node:zlib";

/** A page object's type; `/Type /Pages` (a node of the page tree) does not match. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9])/g;
/** A compressed object stream's dictionary. */
const OBJECT_STREAM = /\/Type\s*\/ObjStm(?![A-Za-z0-9])/g;
/** What the scan inflates at most, over all object streams (a zip bomb stops the scan, not the thread). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** The page objects found in the file's bytes and in its compressed object streams. */
export function countPageObjects(bytes: Buffer): number {
  const text = bytes.toString("latin1");
  let pages = occurrences(text, PAGE_OBJECT);
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const data = streamAfter(bytes, text, match.index);
    if (!data || budget <= 0) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, { maxOutputLength: budget });
    } catch {
      // Not Flate, damaged, or past the budget: the parser and the time limit deal with it.
      continue;
    }
    budget -= inflated.length;
    pages += occurrences(inflated.toString("latin1"), PAGE_OBJECT);
  }
  return pages;
}

function occurrences(text: string, pattern: RegExp): number {
  let count = 0;
  for (const _ of text.matchAll(pattern)) count += 1;
  return count;
}

/** The data of the stream whose dictionary holds `from`: between `stream` and `endstream`. */
function streamAfter(bytes: Buffer, text: string, from: number): Buffer | null {
  const keyword = /stream(\r\n|\n|\r)/g;
  keyword.lastIndex = from;
  const start = keyword.exec(text);
  if (!start) return null;
  const begin = start.index + start[0].length;
  const end = text.indexOf("endstream", begin);
  return end < 0 ? null : bytes.subarray(begin, end);
}
