import type { Route } from "./+types/public-list";
import { requireCurrentTerms, requireMemberOrVisitor } from "~/.server/platform/page-guards.server";
import { loadShell } from "~/.server/platform/shell.server";
import { ShellErrorBoundary, ShellLayout } from "~/components/ui/shell-layout";

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

export function loader(args: Route.LoaderArgs) {
  return loadShell(args);
}

export default ShellLayout;
export const ErrorBoundary = ShellErrorBoundary;
