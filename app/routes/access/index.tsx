import { href, redirect } from "react-router";

/** /auth → the login page (spec 1 §2.2). */
export function loader() {
  return redirect(href("/auth/login"));
}
