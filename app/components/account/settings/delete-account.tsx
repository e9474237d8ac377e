import { useEffect, useRef } from "react";
import { href, Link, useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { accountMessages as a } from "~/lib/account/messages";

export const DELETE_ACCOUNT_PATH = href("/profile/settings/delete-account");

/**
 * "Delete account" (spec 1 §4): a panel, then a confirmation. With JavaScript the
 * confirmation is a dialog in place; without it the button leads to the same question
 * on its own page. On failure the dialog closes and "Delete account failure!" shows.
 */
export function DeleteAccountSection() {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ error?: string }>({ key: "delete-account" });
  const failed = fetcher.state === "idle" && fetcher.data?.error;
  useEffect(() => {
    if (failed) dialog.current?.close();
  }, [failed]);
  return (
    <section className="card stack" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p>{a.deleteExplain}</p>
      {failed ? <Alert kind="danger">{a.deleteFailure}</Alert> : null}
      <div>
        <Link
          to={DELETE_ACCOUNT_PATH}
          className="button button-danger"
          onClick={(event) => {
            if (!dialog.current?.showModal) return;
            event.preventDefault();
            dialog.current.showModal();
          }}
        >
          Delete account
        </Link>
      </div>
      <dialog ref={dialog} className="dialog" aria-labelledby="delete-account-confirm">
        <DeleteAccountConfirm fetcher={fetcher} onCancel={() => dialog.current?.close()} />
      </dialog>
    </section>
  );
}

/** The question and its buttons: in the dialog (with a fetcher) or on the confirmation page. */
export function DeleteAccountConfirm({
  fetcher,
  onCancel,
}: {
  fetcher: ReturnType<typeof useFetcher<{ error?: string }>>;
  onCancel?: () => void;
}) {
  return (
    <fetcher.Form method="post" action={DELETE_ACCOUNT_PATH} className="confirm">
      <h2 id="delete-account-confirm">{a.deleteConfirm}</h2>
      <p>{a.deleteExplain}</p>
      <div className="confirm-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
            Cancel
          </button>
        ) : (
          <Link to={href("/profile/settings")} className="button button-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" className="button button-danger" disabled={fetcher.state !== "idle"} aria-busy={fetcher.state !== "idle" || undefined}>
          {fetcher.state !== "idle" ? "Deleting…" : "Delete my account"}
        </button>
      </div>
    </fetcher.Form>
  );
}
