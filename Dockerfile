# syntax=docker/dockerfile:1
# Panalo in one image (decision 073): the built server and the web apps it serves, on Node 24, run as
# the unprivileged `node` user. compose.yaml runs several of these behind HAProxy; so does
# `npm run chaos:cluster` on this machine, with the same deploy/haproxy.cfg.

# --- build: every workspace's dependencies, then the web apps and the server bundle ----------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/fair/package.json packages/fair/
COPY packages/catalogue/package.json packages/catalogue/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds apps/web and apps/console (the operator console), then the server.
RUN npm run build

# --- the server's production dependencies only -----------------------------------------------------
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/fair/package.json packages/fair/
COPY packages/catalogue/package.json packages/catalogue/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @panalo/server --no-audit --no-fund

# --- the image ------------------------------------------------------------------------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PANALO_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    UPLOAD_DIR=/var/lib/panalo/uploads
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# Read at start: the migrations, then the database functions (db/migrate.ts).
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/db/functions apps/server/src/db/functions
COPY --from=build /app/apps/web/dist apps/web/dist
# The operator console's build, served at /console (decision 064).
COPY --from=build /app/apps/console/dist apps/console/dist
RUN mkdir -p /var/lib/panalo/uploads && chown -R node:node /var/lib/panalo
USER node
EXPOSE 8080
# Alive (the balancer asks /ready, which also says draining and database reachable).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: /ready turns 503, long polls answer, leases and jobs are given up (20 s at most).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
