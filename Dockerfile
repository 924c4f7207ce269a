# The service image: one image, three roles (api, projector, worker) chosen by the command.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY app ./app
COPY domain ./domain
COPY commands ./commands
COPY projections ./projections
COPY runtime ./runtime
COPY api ./api
COPY mcp ./mcp
COPY site ./site
COPY workers ./workers
COPY schemas ./schemas
COPY infra ./infra
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
ENTRYPOINT ["node", "bin/launchdir.js"]
CMD ["serve"]
