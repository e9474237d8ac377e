import { data } from "react-router";
import type { Route } from "./+types/sync";
import { verifyTicket } from "~/.server/hosting/door/door.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { scanFormSchema } from "~/lib/hosting/door/forms";

/** POST: a scan made offline, sent when the connection returned; the API's answer as JSON. */
export async function action({ context, url, params, request }: Route.ActionArgs) {
  requireUser(context, url);
  const parsed = scanFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ scan: null, message: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  const outcome = await verifyTicket(context, url, params.id, { ...parsed.data, scannedAt: parsed.data.scannedAt });
  return outcome.ok ? { scan: outcome.scan, message: null } : data({ scan: null, message: outcome.message }, { status: 400 });
}
