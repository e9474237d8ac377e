// graphql-js ships a CJS build (index.js) and an ESM one (index.mjs) without an exports
// map, and its classes must all come from one copy (it checks instanceof). Node, and so
// graphql-http, graphql-armor and the esbuild bundle, load index.js; vite (vitest) would
// pick index.mjs for a bare "graphql" import. Importing index.js by path keeps the API on
// the copy its libraries use, whoever loads it.
export * from "graphql/index.js";
