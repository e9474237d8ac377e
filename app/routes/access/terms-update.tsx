import { useLayoutEffect, useRef } from "react";
import { data, Form, href, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/terms-update";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { getCurrentTerms } from "~/.server/access/legal.server";
import { anyRefusal, loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { AcceptTermsDocument } from "~/graphql/generated";
import { decideTerms } from "~/lib/guards";
import { termsMessages as m } from "~/lib/access/messages";
import { safeRedirect } from "~/lib/safe-redirect";

export const meta: Route.MetaFunction = () => [{ title: "Updated terms" }, { name: "robots", content: "noindex" }];

async function pending(context: Route.LoaderArgs["context"], url: URL) {
  const user = requireUser(context, url);
  const terms = await loadOrThrow(context, () => getCurrentTerms(getApi(context)), url);
  const to = safeRedirect(url.searchParams.get("to"), "/events");
  // Nothing (left) to accept: straight on.
  if (!terms || !decideTerms({ user, signedUpBefore: true, url: new URL(to, url) }, terms.version)) throw redirect(to);
  return { terms, to };
}

/** spec 1 §4: protected pages send members here until they accept the current terms; it sends them back after. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { terms } = await pending(context, url);
  return data({ terms });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { terms, to } = await pending(context, url);
  const formData = await request.formData();
  const version = String(formData.get("version") ?? terms.version);
  const session = getSession(context);
  try {
    const { terms: result } = await getApi(context).query(AcceptTermsDocument, { version });
    session.updateUser({ agreeToTermsAndConditions: true, termsVersion: result.accept.termsVersion ?? version });
    session.flash({ kind: "success", message: m.updated });
    return redirect(to);
  } catch (error) {
    // spec 1 §8: "Terms acceptance failure: error toast with the error text." The dialog stays.
    const refusal = refusalOrThrow(context, error, url, anyRefusal);
    session.flash({ kind: "danger", message: refusal.message });
    return redirect(url.pathname + url.search);
  }
}

/**
 * "There's something new!": a blocking dialog with JavaScript (showModal, Escape does
 * nothing), and the same content as a page without it.
 */
export default function TermsUpdate() {
  const { terms } = useLoaderData<typeof loader>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    // Rendered open (a plain box without JavaScript); with it, reopen as a modal that blocks the
    // page, in the commit that shows it (a passive effect would leave it plain for a task).
    const dialog = dialogRef.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="terms-dialog"
      aria-labelledby="terms-dialog-title"
      open
      onCancel={(event) => event.preventDefault()}
    >
      <div className="stack">
        <h1 id="terms-dialog-title">{m.dialogTitle}</h1>
        <p>{m.dialogText}</p>
        <ul className="stack-sm">
          <li>
            <Link to={href("/terms-of-service")} target="_blank" rel="noopener">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={href("/privacy-policy")} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </li>
        </ul>
        <Form method="post">
          <input type="hidden" name="version" value={terms.version} />
          <StatusButton pendingText="Updating…">{m.updateButton}</StatusButton>
        </Form>
      </div>
    </dialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
