import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/recover";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { AccountStatusDocument, ReactivateAccountDocument } from "~/graphql/generated";
import { decideRecover } from "~/lib/guards";
import { accountMessages as a } from "~/lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Recover your account" }, { name: "robots", content: "noindex" }];

function guard(context: Route.LoaderArgs["context"], url: URL) {
  const session = getSession(context);
  const target = decideRecover({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) throw redirect(target);
}

/** A deleted account that signed in: it can come back within 90 days of its deletion (spec 1 §4). */
export async function loader({ context, url }: Route.LoaderArgs) {
  guard(context, url);
  const { user } = await loadOrThrow(context, () => getApi(context).query(AccountStatusDocument), url);
  return data({ name: user.me.name, deletedAt: user.account.deletedAt, until: user.account.reactivatableUntil });
}

export async function action({ context, url }: Route.ActionArgs) {
  guard(context, url);
  try {
    await getApi(context).query(ReactivateAccountDocument);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("AUTH_NOT_AUTHORIZED"));
    return data({ error: refusal.message }, { status: 403 });
  }
  const session = getSession(context);
  session.updateUser({ isDeleted: false });
  session.flash({ kind: "success", message: a.reactivated });
  return redirect(session.user?.isComplete ? "/events" : "/auth/sign-up-2");
}

/** "MMM d, yyyy hh:mm aa" (spec 1 §9), in UTC so server and browser render the same text. */
function formatInstant(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export default function Recover() {
  const { name, deletedAt, until } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="stack">
      <h1>Recover your account</h1>
      {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
      <p>
        {name ? `${name}, your` : "Your"} account was deleted on <time dateTime={deletedAt ?? undefined}>{formatInstant(deletedAt)}</time>.
      </p>
      <p>
        You can reactivate it until <time dateTime={until ?? undefined}>{formatInstant(until)}</time>. After that, the deletion is
        permanent.
      </p>
      <Form method="post" className="stack">
        <StatusButton pendingText="Reactivating…">Reactivate my account</StatusButton>
      </Form>
      <p className="auth-links">
        <Link to={href("/auth/logout")}>Log Out</Link>
      </p>
    </section>
  );
}
