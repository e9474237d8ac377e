// An order of tickets, as the pages show it (no validation library: this ships to the browser).

export const MAX_TICKETS_PER_ORDER = 10;

/** How many of a ticket one order may take: up to 10, and no more than are left. */
export function quantityChoices(available: number | null | undefined): number[] {
  const most = Math.min(MAX_TICKETS_PER_ORDER, available ?? MAX_TICKETS_PER_ORDER);
  return Array.from({ length: Math.max(0, most) }, (_, i) => i + 1);
}

/**
 * Where a checkout may send the buyer: our own site (the sandbox's page, a status page)
 * or Stripe's hosted checkout. Anything else the API might say is refused.
 */
export function isSafeCheckoutUrl(target: string, publicUrl: string): boolean {
  try {
    const url = new URL(target);
    if (url.origin === new URL(publicUrl).origin) return true;
    return url.protocol === "https:" && url.hostname === "checkout.stripe.com";
  } catch {
    return false;
  }
}
