# syntax=docker/dockerfile:1
# The production image: one image, three programs (the API, the gateway with the built web app, the identity set-up),
# chosen by the service's command. Built in two stages: the first installs everything and builds the web app, the
# second holds only each program's production dependencies (`pnpm deploy --prod`) and runs as an unprivileged user.
# The services run TypeScript through tsx, a production dependency of each (no compile step to drift from the code).

FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm i -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @aid/web build \
 && pnpm --filter @aid/api --prod deploy /app/api \
 && pnpm --filter @aid/gateway --prod deploy /app/gateway \
 && pnpm --filter @aid/identity --prod deploy /app/identity \
 && cp -r schema /app/schema \
 && mkdir -p /app/web && cp -r web/dist /app/web/dist

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# Data the API writes (PGlite when no DATABASE_URL, uploads on local disk, the voucher key) lives under /data.
RUN mkdir -p /data /files /identity /cognito && chown node:node /data /files /identity /cognito
USER node
# Each program runs from its own folder, where its node_modules (tsx among them) are found.
WORKDIR /app/api
EXPOSE 4000 4100
# The gateway's own readiness asks the API's, which asks the database; docker-compose overrides it per service.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||process.env.GATEWAY_PORT||4000)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "src/main.ts"]
