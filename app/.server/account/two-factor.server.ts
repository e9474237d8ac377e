import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { TwoFactorSettingsDocument } from "~/graphql/generated";
import type { TwoFactorSectionData } from "~/components/account/settings/two-factor";

/** What the two-factor settings section shows. */
export async function loadTwoFactorSection(context: Readonly<RouterContextProvider>, url: URL): Promise<TwoFactorSectionData> {
  const { user } = await loadOrThrow(context, () => getApi(context).query(TwoFactorSettingsDocument), url);
  const me = user.me;
  return {
    enabled: !me.isSkipMultiFactorAuthentication,
    phoneNumber: me.phoneNumber ?? null,
    phoneVerified: Boolean(me.phoneNumber && me.verifiedPhoneNumber === me.phoneNumber),
  };
}
