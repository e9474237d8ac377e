import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/hub-layout";
import { guardPieHub } from "~/.server/pies/pies.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { PieHubPicker } from "~/components/pies/pie-hub-picker";

/** /legacy/pie-hub and its pages: the pie hub guard (spec 1 §2.3) runs here for each, and again in their actions. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return guardPieHub(context, url);
}

/** The picker between the member's pie and the pies they moderate (ADR 0081), above each hub page. */
export default function PieHubLayout() {
  const hub = useLoaderData<typeof loader>();
  return (
    <>
      <PieHubPicker hub={hub} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
