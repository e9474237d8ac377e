import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { errorReportingOf, startBrowserErrorReporting } from "./lib/error-reporting";

const reporting = errorReportingOf(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    reporting ? startBrowserErrorReporting(reporting) : undefined,
  );
});
