# The booking site as a container: built web app + API, several processes on one port.
# Needs DATABASE_URL (PostgreSQL) and, with more than one container or process, REDIS_URL. It runs
# with NODE_ENV=production, so it also needs PUBLIC_BASE_URL, CONTENT_PREVIEW_KEY and STAFF_SECRET_KEY of its own and
# refuses published defaults (README: "Running in production"); no demo data, no sandbox unless chosen.
#   docker build -t aurora-booking .
#   docker run --rm -e DATABASE_URL=postgres://… aurora-booking npm run migrate
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… \
#     -e PUBLIC_BASE_URL=https://book.example.com -e CONTENT_PREVIEW_KEY=… -e STAFF_SECRET_KEY=… [-e METRICS_TOKEN=…] aurora-booking
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/e2e/package.json packages/e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MIGRATE_ON_START=false SEED_DEMO_DATA=false
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "packages/server/src/cluster.ts"]
