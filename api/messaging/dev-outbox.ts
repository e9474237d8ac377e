// GET /dev/outbox?to=ADDRESS: what the platform sent to an address, newest first, so a
// developer (and the tests) can follow e-mailed links without a mail server. Mounted
// only outside production.
import { Router } from "express";
import type { Database } from "../db/client.js";
import { listEmailsTo } from "./outbox.js";

export function createDevOutboxRouter(db: Database): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : "";
    if (!to.trim()) {
      res.status(400).json({ code: "BAD_USER_INPUT", message: "Pass the recipient as ?to=ADDRESS.", fields: { to: "Required" } });
      return;
    }
    const rows = await listEmailsTo(db, to);
    res.json({
      messages: rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        links: linksIn(row.textBody),
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
  return router;
}

function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
