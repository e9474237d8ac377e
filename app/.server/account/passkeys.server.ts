import { href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { DeletePasskeyDocument, MyPasskeysDocument } from "~/graphql/generated";
import { passkeyMessages } from "~/lib/access/messages";

type Ctx = Readonly<RouterContextProvider>;

/** What the passkeys settings section shows: the member's passkeys. */
export async function loadPasskeySection(context: Ctx, url: URL) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(MyPasskeysDocument), url);
  return { passkeys: user.passkeyCredentials };
}

/** The section's form (intent "delete-passkey"): deletes one passkey, then back to settings. */
export async function deletePasskey(context: Ctx, formData: FormData, url: URL) {
  const id = String(formData.get("passkeyId") ?? "");
  try {
    await getApi(context).query(DeletePasskeyDocument, { id });
    getSession(context).flash({ kind: "success", message: passkeyMessages.deleted });
  } catch (error) {
    // Already gone (another tab deleted it): the list shows the truth either way.
    refusalOrThrow(context, error, url, refusalWithCode("NOT_FOUND"));
  }
  return redirect(href("/profile/settings"));
}
