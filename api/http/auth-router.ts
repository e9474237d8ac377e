// The REST endpoints under /auth: every area's routes (api/areas.ts), behind one JSON body
// parser, then one 404 and one error handler for them all.
import express, { Router } from "express";
import type { ApiArea, AuthRouteDeps } from "../kernel/area.js";
import { commonMessages } from "../../contract/common/messages.js";
import { restErrorHandler } from "./errors.js";

export function createAuthRouter(deps: AuthRouteDeps, areas: readonly ApiArea[]): Router {
  const router = Router();
  router.use(express.json({ limit: "16kb" }));
  for (const area of areas) if (area.authRoutes) router.use(area.authRoutes(deps));
  router.use((_req, res) => {
    res.status(404).json({ code: "NOT_FOUND", message: commonMessages.notFound });
  });
  router.use(restErrorHandler(deps.logger));
  return router;
}
