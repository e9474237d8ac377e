// A page's Delete, asked first. Without JavaScript the button is a link to the page's
// confirmation step (`?delete`), which asks on the page; with it the same question opens in a
// dialog. The confirmation posts `intent=delete` to the page's action.
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Alert } from "./alert";

export interface DeleteTexts {
  title: string;
  /** What deleting does, and what can be deleted. */
  explain: string;
  button: string;
  confirmTitle: string;
  confirmButton: string;
  cancel: string;
  deleting: string;
}

export interface DeleteSectionProps {
  texts: DeleteTexts;
  /** Why it cannot be deleted; shown instead of the button. */
  blockedReason?: string | null;
  /** The page is the confirmation step (`?delete`). */
  confirmStep: boolean;
  /** The confirmation step's URL, and the page's own (the form's action and Cancel). */
  confirmHref: string;
  pageHref: string;
  /** The action's refusal. */
  error?: string | null;
}

export function DeleteSection({ texts, blockedReason, confirmStep, confirmHref, pageHref, error }: DeleteSectionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <section className="card stack" aria-labelledby="delete-title">
      <h2 id="delete-title">{texts.title}</h2>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {blockedReason ? (
        <p>{blockedReason}</p>
      ) : confirmStep ? (
        <DeleteConfirm texts={texts} pageHref={pageHref} />
      ) : (
        <>
          <p>{texts.explain}</p>
          <div>
            <Link
              to={confirmHref}
              className="button button-danger"
              preventScrollReset
              onClick={(event) => {
                if (!dialog.current?.showModal) return;
                event.preventDefault();
                dialog.current.showModal();
              }}
            >
              {texts.button}
            </Link>
          </div>
          <dialog ref={dialog} className="dialog" aria-labelledby="delete-confirm-title">
            <DeleteConfirm texts={texts} pageHref={pageHref} onCancel={() => dialog.current?.close()} />
          </dialog>
        </>
      )}
    </section>
  );
}

function DeleteConfirm({ texts, pageHref, onCancel }: { texts: DeleteTexts; pageHref: string; onCancel?: () => void }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" action={pageHref} className="confirm">
      <h3 id="delete-confirm-title">{texts.confirmTitle}</h3>
      <p>{texts.explain}</p>
      <div className="confirm-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
            {texts.cancel}
          </button>
        ) : (
          <Link to={pageHref} className="button button-secondary">
            {texts.cancel}
          </Link>
        )}
        <button type="submit" name="intent" value="delete" className="button button-danger" disabled={pending} aria-busy={pending || undefined}>
          {pending ? texts.deleting : texts.confirmButton}
        </button>
      </div>
    </Form>
  );
}
