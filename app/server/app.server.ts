// The Express app around the Remix build: static files, health, the request layer, then the app.
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { env } from "~/env.server";
import { createRequestQueue } from "~/utils/request-queue.server";
import { healthz, readyz } from "./health.server";
import type { Locals } from "./locals";
import {
  answerUnexpectedError,
  answerWhileDatabaseLost,
  flagBadRequests,
  publicFiles,
  redirectToTrailingSlash,
  refuseCrossSite,
  requestLog,
  takeTurns,
} from "./requests.server";
import { securityHeaders } from "./security-headers.server";

/** `root`: the folder holding build/ and public/. */
export function createApp(build: ServerBuild, root: string) {
  const app = express();
  app.disable("x-powered-by");
  // One proxy in front: the visitor's address is the last X-Forwarded-For entry.
  app.set("trust proxy", env().TRUST_PROXY ? 1 : false);
  // Brotli at quality 3 and gzip at 4: near the default sizes at about half the CPU (docs/decisions/030-react-writer-brotli-and-fewer-bytes.md).
  app.use(compression({ level: 4, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(securityHeaders);
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  // The browser compares the build it runs with this one and reloads on its next navigation when they differ.
  app.get("/build/latest.json", (_req, res) => void res.set("Cache-Control", "no-store").json({ version: build.assets.version }));
  app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y", index: false }));
  app.use(publicFiles(path.join(root, "public")));
  app.use(requestLog);
  app.use(flagBadRequests);
  app.use(redirectToTrailingSlash);
  app.use(refuseCrossSite);
  app.use(answerWhileDatabaseLost);
  app.use(takeTurns(createRequestQueue(env().REQUESTS_AT_ONCE)));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env().NODE_ENV === "production" ? "production" : build.mode,
      getLoadContext: (req, res) => {
        const locals = res.locals as Locals;
        return { cspNonce: locals.cspNonce, badRequest: locals.badRequest, clientIp: req.ip ?? "" };
      },
    }),
  );
  app.use(answerUnexpectedError);
  return app;
}
