import { href, redirect } from "react-router";

/** The main area's index goes to events (spec 1 §2.2). */
export function loader() {
  return redirect(href("/events"));
}
