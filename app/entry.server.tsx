import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { serverContext } from "./context";

export const streamTimeout = 5_000;

/** Re-exported so the Node server (server/app.ts) sets the very same context key. */
export { serverContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext);
  return new Promise<Response>((resolve, reject) => {
    let rendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Every document is sent whole, as crawlers and link previews need it. Loaders finish
      // before rendering starts (no deferred data), so nothing is gained by sending the shell
      // first, and a complete document goes out in fewer stream chunks than a streamed one.
      onAllReady() {
        rendered = true;
        // Left to run, the abort timer would keep every finished render in memory for seconds.
        clearTimeout(abortTimer);
        // The document is complete: gather it and answer with its bytes, rather than pass
        // each chunk through a Node stream and a web stream on its way out. The renderer
        // writes text (patches/react-dom+19.3.1.patch), kept as text and encoded once at
        // the end rather than a Buffer per write.
        const chunks: (string | Buffer)[] = [];
        const document = new Writable({
          decodeStrings: false,
          write(chunk: string | Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(documentBytes(chunks), { headers: responseHeaders, status: responseStatusCode }));
            done();
          },
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        rendered = true;
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (rendered) console.error(error);
      },
    });
    if (!rendered) abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The document's bytes, each piece encoded in place into one buffer. Joined into one string
 * first, a single piece held at two bytes a character makes the whole document two bytes a
 * character. The approval page (75 K characters) took 764 µs here that way, and 50 µs in
 * one byte a character, encoded piece by piece (docs/decisions/0039).
 */
export function documentBytes(chunks: (string | Buffer)[]): Uint8Array<ArrayBuffer> {
  const pieces = wholeCharacters(chunks);
  const size = pieces.reduce((total, piece) => total + (typeof piece === "string" ? Buffer.byteLength(piece, "utf8") : piece.byteLength), 0);
  const bytes = Buffer.allocUnsafe(size);
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === "string") {
      offset += bytes.write(piece, offset, "utf8");
    } else {
      bytes.set(piece, offset);
      offset += piece.byteLength;
    }
  }
  return bytes as Uint8Array<ArrayBuffer>;
}

/** The pieces, with a character split between two pieces of text (a surrogate pair) moved whole into the second. */
function wholeCharacters(chunks: (string | Buffer)[]): (string | Buffer)[] {
  const pieces: (string | Buffer)[] = [];
  let carried = "";
  for (const chunk of chunks) {
    let piece = chunk;
    if (typeof piece === "string") {
      piece = carried + piece;
      carried = "";
      const last = piece.charCodeAt(piece.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        carried = piece.slice(-1);
        piece = piece.slice(0, -1);
      }
    } else if (carried) {
      pieces.push(carried);
      carried = "";
    }
    pieces.push(piece);
  }
  if (carried) pieces.push(carried);
  return pieces;
}
