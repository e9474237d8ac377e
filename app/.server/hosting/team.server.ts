// The team page (/rep-club/events/{id}/team): the team, a people search to add someone to a
// role, and removing a role. The API checks each role's CanAdd…Attendee permission.
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import {
  CreateRoleInviteLinkDocument,
  EventTeamDocument,
  InviteToRoleDocument,
  PeopleSearchDocument,
  RemoveRoleInviteDocument,
  RemoveTeamRoleDocument,
} from "~/graphql/generated";
import { addRoleSchema, linkSchema, removeRoleSchema, revokeSchema, roleInviteMessages as r, TEAM_ROLE_LABELS, teamMessages as m } from "~/lib/hosting/team";

type Ctx = Readonly<RouterContextProvider>;

export async function loadTeam(context: Ctx, url: URL, id: string) {
  requireUser(context, url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const api = getApi(context);
  const [{ event }, people] = await loadOrThrow(
    context,
    () =>
      Promise.all([
        api.query(EventTeamDocument, { slugOrId: id }),
        q
          ? api.query(PeopleSearchDocument, { q }).then(
              ({ user }) => user.search ?? [],
              // Over the people search's own limit the team still shows.
              (error: unknown) => {
                if (error instanceof ApiError && error.code === "RATE_LIMITED") return [];
                throw error;
              },
            )
          : Promise.resolve([]),
      ]),
    url,
  );
  return { q, team: event.team, people };
}

export async function teamAction(context: Ctx, request: Request, url: URL, id: string) {
  requireUser(context, url);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = getApi(context);
  const name = String(form.get("name") ?? "") || "This person";
  const fields = { userId: form.get("userId") ?? undefined, role: form.get("role") ?? undefined, inviteId: form.get("inviteId") ?? undefined };
  try {
    if (intent === "link") {
      const parsed = linkSchema.safeParse(fields);
      if (!parsed.success) return data({ error: m.roleNotAllowed, userId: "", link: null }, { status: 400 });
      const { event } = await api.query(CreateRoleInviteLinkDocument, { eventId: id, role: parsed.data.role });
      // Shown once, on this answer: only its hash is kept.
      return data({ error: null, userId: "", link: { url: event.createRoleInviteLink, label: TEAM_ROLE_LABELS[parsed.data.role] } });
    }
    if (intent === "revoke") {
      const parsed = revokeSchema.safeParse(fields);
      if (!parsed.success) return data({ error: r.notFound, userId: "", link: null }, { status: 400 });
      await api.query(RemoveRoleInviteDocument, { eventId: id, inviteId: parsed.data.inviteId });
      getSession(context).flash({ kind: "success", message: r.revoked });
      return redirect(href("/rep-club/events/:id/team", { id }));
    }
    const parsed = (intent === "remove" ? removeRoleSchema : addRoleSchema).safeParse(fields);
    if (!parsed.success) return data({ error: m.personRequired, userId: String(fields.userId ?? ""), link: null }, { status: 400 });
    const { userId, role } = parsed.data;
    if (intent === "remove") {
      await api.query(RemoveTeamRoleDocument, { eventId: id, userId, role });
      getSession(context).flash({ kind: "success", message: m.removed(name, TEAM_ROLE_LABELS[role]) });
    } else {
      await api.query(InviteToRoleDocument, { eventId: id, userId, role });
      getSession(context).flash({ kind: "success", message: r.invited(name, TEAM_ROLE_LABELS[role]) });
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message, userId: String(fields.userId ?? ""), link: null }, { status: 400 });
  }
  return redirect(href("/rep-club/events/:id/team", { id }));
}
