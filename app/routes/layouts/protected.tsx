import { Outlet } from "react-router";
import type { Route } from "./+types/protected";
import { requireUser } from "~/.server/auth.server";

/** Pages for members only: the protected guard of spec 1 §2.3 runs before their loaders and actions. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireUser(context, url);
  },
];

export default function Protected() {
  return <Outlet />;
}
