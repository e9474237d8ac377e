import { href, redirect } from "react-router";

/** /rep-points (spec 3 §2): the first trade tab, Your Rep Points. */
export function loader() {
  return redirect(href("/rep-points/my-points"));
}
