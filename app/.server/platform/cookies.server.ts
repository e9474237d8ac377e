import { redirect } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";

/** Minimal Cookie/Set-Cookie handling for the few cookies the web app owns. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, httpOnly = true }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (httpOnly) parts.push("HttpOnly");
  if (secure) parts.push("Secure");
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join("; ");
}

const YEAR_S = 365 * 24 * 3600;

/**
 * A browser switch's form (developer mode, lite mode: `mode` on or off, `back`): its cookie,
 * kept a year or cleared, then back to the page it was on.
 */
export async function answerSwitch(request: Request, name: string, { secure }: { secure: boolean }): Promise<Response> {
  const form = await request.formData();
  const on = form.get("mode") === "on";
  const cookie = serializeCookie(name, on ? "on" : "off", { maxAgeSeconds: on ? YEAR_S : 0, secure });
  return redirect(safeRedirect(form.get("back"), "/events"), { headers: { "Set-Cookie": cookie } });
}
