// The club's accounts page (spec 3 §2 accounts; ADR 0061) on the web server: its payout account
// and fees for those who may manage them (404 for anyone else), connect (off to the payout
// provider, the sandbox comes straight back) and disconnect, and the provider's return.
import { href, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { notFoundResponse, refusalExcept, refusalKeepingSession, refusalOrThrow, toResponse } from "~/.server/platform/responses.server";
import { ClubAccountsDocument, CompleteClubPayoutConnectionDocument, DisconnectClubPayoutAccountDocument, StartClubPayoutConnectionDocument } from "~/graphql/generated";
import { clubAccountsMessages as m } from "../../../../contract/clubs/accounts-messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export const accountsPath = (clubId: string) => href("/my/rep-clubs/:club_id/accounts", { club_id: clubId });

export async function loadClubAccounts(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  let answer;
  try {
    answer = await getApi(context).query(ClubAccountsDocument, { clubId });
  } catch (error) {
    // A manager without MANAGE_ACCOUNTS is refused the payout fields: for them the page does not exist.
    if (error instanceof ApiError && error.code === "AUTH_NOT_AUTHORIZED") throw notFoundResponse();
    throw toResponse(context, error, url);
  }
  const club = answer.club.byId;
  if (!club.myPermissions.includes("MANAGE_ACCOUNTS")) throw notFoundResponse();
  return { club, available: answer.user.payoutConnectionAvailable };
}

/** Connect (off to the provider's onboarding) or disconnect, told apart by intent. */
export async function clubAccountsAction(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const form = await request.formData();
  const session = getSession(context);
  const api = getApi(context);
  try {
    if (form.get("intent") === "connect") {
      const { club } = await api.query(StartClubPayoutConnectionDocument, { clubId });
      // A document navigation: the provider's onboarding is another site.
      return redirectDocument(club.startPayoutConnection);
    }
    await api.query(DisconnectClubPayoutAccountDocument, { clubId });
    session.flash({ kind: "success", message: m.disconnected });
  } catch (error) {
    session.flash({ kind: "danger", message: refusalOrThrow(context, error, url, shownRefusal).message });
  }
  return redirect(accountsPath(clubId));
}

/** The provider sent the manager back: link the account, then show it on the club's accounts page. */
export async function completeClubPayoutReturn(context: Ctx, url: URL) {
  requireUser(context, url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state) throw notFoundResponse();
  const session = getSession(context);
  try {
    const { club } = await getApi(context).query(CompleteClubPayoutConnectionDocument, { input: { code, state } });
    session.flash({ kind: "success", message: m.connected });
    return redirect(accountsPath(club.completePayoutConnection.clubId));
  } catch (error) {
    session.flash({ kind: "danger", message: refusalOrThrow(context, error, url, refusalKeepingSession).message });
  }
  return redirect(href("/my/rep-clubs"));
}
