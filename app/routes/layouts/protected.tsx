import type { Route } from "./+types/protected";
import { requireCurrentTerms, requireUser } from "~/.server/platform/page-guards.server";
import { loadShell } from "~/.server/platform/shell.server";
import { ShellErrorBoundary, ShellLayout } from "~/components/ui/shell-layout";

/** Pages for members only: the protected guard of spec 1 §2.3 runs before their loaders and actions, then the terms check (§4). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, url }) => {
    requireUser(context, url);
    await requireCurrentTerms(context, url);
  },
];

export function loader(args: Route.LoaderArgs) {
  return loadShell(args);
}

export default ShellLayout;
export const ErrorBoundary = ShellErrorBoundary;
