import { Outlet } from "react-router";
import type { Route } from "./+types/hub-layout";
import { guardPieHub } from "~/.server/pies/pies.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

/** /legacy/pie-hub and its pages: the pie hub guard (spec 1 §2.3) runs here for each, and again in their actions. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return guardPieHub(context, url);
}

export default function PieHubLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
