import { redirect } from "react-router";

/** Any path outside the route table goes back to the home page (spec §2). */
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
