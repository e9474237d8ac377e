import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** What the server writes for an element shown at `path` (React Router's links and hooks need a router). */
export function renderAt(element: ReactNode, path = "/"): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}
