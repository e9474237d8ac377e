// The Node flags the server process runs with, wherever it is started: `npm start`
// (scripts/start.mjs), the benchmark (scripts/bench/server.mjs) and the Docker image's CMD
// (kept equal by server-node-flags.test.ts). docs/decisions/0030-young-generation-size.md.
//
// A larger young generation: a server-rendered request allocates a few MB that die with it;
// with V8's default semi-space (16 MB) they are scavenged several times a second under load.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
