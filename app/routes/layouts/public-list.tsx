import { Outlet } from "react-router";
import type { Route } from "./+types/public-list";
import { requireCurrentTerms, requireMemberOrVisitor } from "~/.server/platform/page-guards.server";

/**
 * The event list is public (spec 1 §2.3 allows public routes): visitors see the public
 * events; a session still passes the protected checks and the terms check (§4) first.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, url }) => {
    requireMemberOrVisitor(context, url);
    await requireCurrentTerms(context, url);
  },
];

export default function PublicList() {
  return <Outlet />;
}
