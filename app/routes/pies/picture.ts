import type { Route } from "./+types/picture";

/** GET: the pie's layers drawn as one picture (ADR 0095), as the requesting viewer may see the pie. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  // Loaded on the first picture asked for: sharp is not held by the web thread until then.
  const { piePictureResponse } = await import("~/.server/pies/picture.server");
  return piePictureResponse(context, params.idOrSlug, request);
}
