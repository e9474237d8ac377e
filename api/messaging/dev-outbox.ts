// GET /dev/outbox?to=ADDRESS (or an E.164 number for text messages): what the platform sent to an address, newest first, so a
// developer (and the tests) can follow e-mailed links without a mail server. Mounted
// only outside production.
import { Router } from "express";
import type { Database } from "../db/client.js";
import { listMessagesTo } from "./outbox.js";

export function createDevOutboxRouter(db: Database): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : "";
    if (!to.trim()) {
      res.status(400).json({ code: "BAD_USER_INPUT", message: "Pass the recipient as ?to=ADDRESS.", fields: { to: "Required" } });
      return;
    }
    // E-mails by address, text messages by E.164 number (spec: the dev outbox is read by `to`).
    const rows = await listMessagesTo(db, to);
    res.json({
      messages: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
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
