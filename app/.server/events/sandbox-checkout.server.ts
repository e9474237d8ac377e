// The local sandbox payment provider's hosted page (/dev/pay/{id}) on the web server: it
// reads and drives the sandbox checkout through the API's /dev/payments routes, which
// exist only in a local trial without Stripe (so this page is a 404 anywhere else).
import { data, redirect } from "react-router";
import { webEnv } from "~/.server/platform/env.server";
import { sandboxCardSchema } from "~/lib/events/checkout";
import type { SandboxCheckoutView, SandboxPayResult } from "../../../contract/payments/sandbox";

function sandboxUrl(path: string): string {
  return `${webEnv().upstreamUrl}/api/dev/payments/${path}`;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(sandboxUrl(path), body === undefined ? undefined : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  if (!response) throw data("The sandbox payment provider is unavailable.", { status: 503 });
  if (response.status === 404) throw data("This checkout does not exist.", { status: 404 });
  if (!response.ok) throw data("The sandbox payment provider is unavailable.", { status: 503 });
  return (await response.json()) as T;
}

export async function loadSandboxCheckout(checkoutId: string) {
  const checkout = await call<SandboxCheckoutView>(encodeURIComponent(checkoutId));
  return { checkout, productName: webEnv().productName };
}

/** Pay, authenticate (approve or refuse) or leave; a paid or closed checkout goes back to the merchant. */
export async function sandboxAction(request: Request, checkoutId: string) {
  const formData = await request.formData();
  const id = encodeURIComponent(checkoutId);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "cancel") {
    const { redirectTo } = await call<{ redirectTo: string | null }>(`${id}/cancel`, {});
    return redirect(redirectTo ?? "/");
  }
  let result: SandboxPayResult;
  let typed: { name: string; expiry: string } | null = null;
  if (intent === "authenticate" || intent === "refuse") {
    result = await call<SandboxPayResult>(`${id}/authenticate`, { approve: intent === "authenticate" });
  } else {
    const card = sandboxCardSchema.parse(Object.fromEntries(formData));
    typed = { name: card.name, expiry: card.expiry };
    result = await call<SandboxPayResult>(`${id}/pay`, card);
  }
  if (result.status === "paid" || result.status === "closed") return redirect(result.redirectTo);
  if (result.status === "requires_action") return redirect(`/dev/pay/${id}`);
  // The card number and code are never sent back to the page; the name and expiry are kept.
  return data({ message: result.message, fields: result.fields ?? {}, typed }, { status: 400 });
}
