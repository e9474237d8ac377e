// The stock page's server: React Router's own request listener in a plain node:http server.
// Run by the bench (scripts/bench/stock.mjs) after `react-router build` of this folder.
import { createServer } from "node:http";
import { createRequestListener } from "@react-router/node";

const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const port = Number(process.env.PORT ?? 3251);

createServer(createRequestListener({ build, mode: process.env.NODE_ENV })).listen(port, "127.0.0.1", () => {
  console.log(`stock React Router page on http://127.0.0.1:${port}`);
});
