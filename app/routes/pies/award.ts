import { redirect } from "react-router";
import type { Route } from "./+types/award";
import { activatePieAwardAction } from "~/.server/pies/dashboard.server";

/** A page of its own is not needed: the modal lives on the members' home and the pie hub. */
export function loader() {
  return redirect("/home");
}

/** The pie award modal's Activate (spec 3 §2; ADR 0074). */
export function action({ context, request, url }: Route.ActionArgs) {
  return activatePieAwardAction(context, request, url);
}
