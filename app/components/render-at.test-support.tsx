import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";

/** What the server writes for an element shown at `path` (React Router's links and hooks need a router). */
export function renderAt(element: ReactNode, path = "/"): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

/** The same under a root route whose loader passed on this media host, as app/root.tsx does (app/hooks/use-media-src.ts). */
export function renderWithMediaHost(element: ReactNode, mediaHost: string | null): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => ({ mediaHost }), Component: Outlet, children: [{ index: true, Component: () => <>{element}</> }] }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { mediaHost } } }} />);
}
