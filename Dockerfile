# syntax=docker/dockerfile:1
# The web app + platform API in one image (see docs/decisions/0001).
#   docker build -t events-platform .
#   docker run -p 3000:3000 -e SESSION_SECRET=… -e JWT_SECRET=… \
#     -e DATABASE_URL=postgres://… events-platform
# Without DATABASE_URL the API uses PGlite in /app/data (-v app-data:/app/data).
# The image is for deployments: APP_MODE=deployment (no demo accounts, no outbox,
# secrets required) even without PUBLIC_URL; -e APP_MODE=trial for a local try.

ARG NODE_IMAGE=node:24-bookworm-slim

# ── deps: every dependency, for the build ─────────────────────────────────
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci's postinstall applies patches/ (patch-package --error-on-fail; none today).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# ── build: React Router build (build/client, build/server) + Node entry (build/node)
FROM deps AS build
COPY . .
RUN npm run build

# ── prod-deps: runtime dependencies only ──────────────────────────────────
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ── runtime ──────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_MODE=deployment \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json package-lock.json ./
COPY --from=build --chown=node:node /app/build ./build
# The build carries what the server reads from disk (build/api/: schema files, migrations).
# PGlite's database when DATABASE_URL is unset: mount a volume here to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags are scripts/server-node-flags.mjs's (a unit test keeps them equal).
CMD ["node", "--max-semi-space-size=64", "--v8-pool-size=1", "build/node/index.js"]
