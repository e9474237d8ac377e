// The feature flags of a request (spec 1 §3; app/lib/feature-flags.ts): the operator's global
// override (FEATURE_FLAGS), else a trial browser's developer mode (its cookie, honoured only
// where the development tools are on), else the defaults. Every flag check goes through here.
import { webEnv } from "~/.server/platform/env.server";
import { developerModeFrom, resolveFeatureFlags, type FeatureFlags } from "~/lib/feature-flags";

/** Whether this browser is in developer mode (only outside production). */
export function developerModeOn(request: Request): boolean {
  return webEnv().devOutbox && developerModeFrom(request.headers.get("Cookie"));
}

export function featureFlagsFor(request: Request): FeatureFlags {
  return resolveFeatureFlags(webEnv().featureFlagOverride, developerModeOn(request));
}
