# One image for the API, the gateway (with the built web app) and the identity emulator.
FROM node:20-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm i -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @aid/web build
