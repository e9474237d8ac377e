import { useRouteLoaderData } from "react-router";
import { CLUB_MANAGE_LAYOUT_ID, MANAGE_LAYOUT_ID } from "~/lib/hosting/manage-nav";

/**
 * The management layout's data for its pages, whichever registration of the layout they are
 * under: the host's (/rep-club/events/{id}) or a club's (/my/rep-clubs/{club_id}/events/{id}).
 * `Data` is the layout loader's plain data (ManageLayoutData), as useRouteLoaderData gives it.
 */
export function useManageLayout<Data extends object>(): Data | undefined {
  const hosts = useRouteLoaderData(MANAGE_LAYOUT_ID) as Data | undefined;
  const clubs = useRouteLoaderData(CLUB_MANAGE_LAYOUT_ID) as Data | undefined;
  return hosts ?? clubs;
}
