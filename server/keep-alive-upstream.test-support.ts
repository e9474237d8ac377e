// An HTTP server standing in for the API, for tests of how our clients keep connections to
// it: it keeps idle connections for a given time and records when each closed, and who
// closed it.
import http, { type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

const servers: Server[] = [];

export async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes every server `listen` started (an afterEach). */
export async function closeServers(): Promise<void> {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export interface ConnectionClose {
  /** From the end of the connection's last answer to its close. */
  afterIdleMs: number;
  /** The client ended the connection (the server read the end of its stream first). */
  byClient: boolean;
}

/** An upstream that keeps idle connections `keepAliveMs` and records when each closes, and who closed it. */
export async function upstream(keepAliveMs: number, handler: http.RequestListener) {
  const closes: ConnectionClose[] = [];
  const server = http.createServer(handler);
  server.keepAliveTimeout = keepAliveMs;
  const idleSince = new Map<Socket, number>();
  // A connection is idle from the end of its last answer until its next request arrives.
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    idleSince.set(req.socket, Number.POSITIVE_INFINITY);
    res.on("finish", () => idleSince.set(req.socket, performance.now()));
  });
  server.on("connection", (socket: Socket) => {
    let clientEnded = false;
    socket.on("end", () => (clientEnded = true));
    socket.on("close", () => closes.push({ afterIdleMs: performance.now() - (idleSince.get(socket) ?? 0), byClient: clientEnded }));
  });
  return { url: await listen(server), closes };
}

/** Waits up to 4 s for a first connection to close. */
export async function waitForClose(closes: ConnectionClose[]): Promise<void> {
  for (let i = 0; i < 40 && closes.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
}
