import type { Route } from "./+types/passkey-login";
import { login } from "~/.server/access/passkeys.server";

/** POST JSON from the passkey components (app/components/passkey-login.tsx, settings/passkeys.tsx); answers JSON. */
export async function action({ context, request }: Route.ActionArgs) {
  return login(context, request);
}
