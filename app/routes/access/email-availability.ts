import { data } from "react-router";
import type { Route } from "./+types/email-availability";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi } from "~/.server/platform/request-context.server";
import { emailField } from "~/lib/access/schemas";

/** GET ?email= → { available } for the sign-up form's live check. The API rate-limits it per address. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = emailField.safeParse(url.searchParams.get("email") ?? "");
  if (!parsed.success) return data({ available: null, error: parsed.error.issues[0].message }, { status: 400 });
  try {
    const result = await getApi(context).auth("password/check-email-availability", {
      email: parsed.data,
    });
    return data({ email: parsed.data, available: result.available, error: null }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof ApiError && error.code === "RATE_LIMITED") {
      return data({ email: parsed.data, available: null, error: error.message }, { status: 429 });
    }
    return data({ email: parsed.data, available: null, error: null }, { status: 503 });
  }
}
