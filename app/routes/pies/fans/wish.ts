import type { Route } from "./+types/wish";
import { wishAction } from "~/.server/pies/fans.server";

/** POST /legacy/pies/{id}/wish (intent wish or unwish): the wish list's form target (ADR 0069); back to the page it came from. */
export function action({ context, request, url, params }: Route.ActionArgs) {
  return wishAction(context, request, url, params.idOrSlug);
}
