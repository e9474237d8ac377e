// A stand-in for an error-reporting service in tests: an HTTP server that takes Sentry
// envelopes at /api/{project}/envelope/ (what the SDKs post to for a DSN pointing here) and
// keeps their items. The SDKs and their transports are the real ones.
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";

export interface EnvelopeItem {
  type: string;
  /** JSON items parsed; binary ones (a replay's recording) as null. */
  payload: Record<string, unknown> | null;
}

export interface ErrorCollector {
  /** A DSN whose reports arrive here. */
  dsn: string;
  origin: string;
  items: EnvelopeItem[];
  close(): Promise<void>;
}

/** Splits an envelope: a header line, then per item a header line and its payload (`length` bytes, or up to the next newline). */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd < 0) break;
    const line = body.subarray(at, headerEnd).toString("utf8").trim();
    if (!line) {
      at = headerEnd + 1;
      continue;
    }
    const header = JSON.parse(line) as { type: string; length?: number };
    const start = headerEnd + 1;
    const newline = body.indexOf(0x0a, start);
    const end = header.length !== undefined ? start + header.length : newline < 0 ? body.length : newline;
    const raw = body.subarray(start, end);
    let payload: Record<string, unknown> | null = null;
    try {
      payload = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
    } catch {
      payload = null;
    }
    items.push({ type: header.type, payload });
    at = end + 1;
  }
  return items;
}

export async function startErrorCollector(): Promise<ErrorCollector> {
  const items: EnvelopeItem[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // Browsers post across origins: answer their preflight and let them read the answer.
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Access-Control-Allow-Headers", "*");
      if (req.method === "POST" && /^\/api\/\d+\/envelope\/?/.test(req.url ?? "")) {
        const body = Buffer.concat(chunks);
        items.push(...parseEnvelope(req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body));
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://public@127.0.0.1:${port}/7`,
    origin,
    items,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The messages of the exceptions reported in `event` items. */
export function reportedExceptions(items: readonly EnvelopeItem[]): string[] {
  return items
    .filter((item) => item.type === "event")
    .flatMap((item) => ((item.payload?.exception as { values?: { value?: string }[] } | undefined)?.values ?? []).map((v) => v.value ?? ""));
}
