import type { Route } from "./+types/main";
import { loadShell } from "~/.server/platform/shell.server";
import { ShellErrorBoundary, ShellLayout } from "~/components/ui/shell-layout";

/** The main area's pages, for visitors and members alike: the shell for members, the public chrome for visitors. */
export function loader(args: Route.LoaderArgs) {
  return loadShell(args);
}

export default ShellLayout;
export const ErrorBoundary = ShellErrorBoundary;
