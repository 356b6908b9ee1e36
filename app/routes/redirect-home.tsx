import { redirect } from "react-router";
import { href } from "../i18n/locale";

/** Any path outside the route table goes back to the home page (spec §2), in its language. */
export function loader() {
  return redirect(href("/"));
}

export function action() {
  return redirect(href("/"));
}
