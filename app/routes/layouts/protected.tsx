import { Outlet } from "react-router";
import type { Route } from "./+types/protected";
import { requireCurrentTerms, requireUser } from "~/.server/platform/page-guards.server";

/** Pages for members only: the protected guard of spec 1 §2.3 runs before their loaders and actions, then the terms check (§4). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, url }) => {
    requireUser(context, url);
    await requireCurrentTerms(context, url);
  },
];

export default function Protected() {
  return <Outlet />;
}
