import type { PageContext } from "../server/page-context";

declare module "react-router" {
  // The server hands every loader and action this context; see server/page-context.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
