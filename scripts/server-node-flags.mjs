// The Node flags the server process runs with, wherever it is started: `npm start`
// (scripts/start.mjs), the benchmark (scripts/bench/server.mjs) and the Docker image's CMD
// (kept equal by server-node-flags.test.ts).
//
// A larger young generation (docs/decisions/0030-young-generation-size.md): a server-rendered
// request allocates a few MB that die with it; with V8's default semi-space (16 MB) they are
// scavenged several times a second under load.
//
// One helper thread for V8's background work (docs/decisions/0096-one-v8-helper-thread.md):
// the web thread and the API thread each keep a core busy under load; on the two-core instances
// the server is sized for, Node's default of four helpers (garbage collection, compilation)
// took turns with them and lengthened the slowest requests.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64", "--v8-pool-size=1"];
