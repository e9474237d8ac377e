import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

const canShowModal = () => typeof HTMLDialogElement === "function" && "showModal" in HTMLDialogElement.prototype;

/**
 * A link to a page that asks for confirmation (Log Out). With JavaScript the same question
 * opens in a dialog in place instead; without it the link leads to the page. The dialog is
 * made when asked for, so a page's markup does not carry it. (Can't go keeps its dialog in the
 * event page: shared by both, this module became a file of its own that the public event page
 * loads, over its JavaScript budget.)
 */
export function ConfirmLink({
  to,
  className,
  labelledBy,
  question,
  children,
}: {
  to: string;
  className: string;
  /** The id of the question's heading, which names the dialog. */
  labelledBy: string;
  /** The question and its answers, given what closes the dialog (its Cancel). */
  question: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  // Asked for: the dialog is made and opens; closing: Cancel closes it (focus goes back to the link), then it goes.
  const [dialog, setDialog] = useState<"none" | "open" | "closing">("none");
  return (
    <>
      <Link
        to={to}
        className={className}
        onClick={(event) => {
          if (!canShowModal()) return;
          event.preventDefault();
          setDialog("open");
        }}
      >
        {children}
      </Link>
      {dialog === "none" ? null : (
        <ConfirmDialog labelledBy={labelledBy} closing={dialog === "closing"} onClosed={() => setDialog("none")}>
          {question(() => setDialog("closing"))}
        </ConfirmDialog>
      )}
    </>
  );
}

function ConfirmDialog({ labelledBy, closing, onClosed, children }: { labelledBy: string; closing: boolean; onClosed: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (closing) dialog.current?.close();
    else if (!dialog.current?.open) dialog.current?.showModal();
  }, [closing]);
  return (
    // Closed by Cancel or Escape.
    <dialog ref={dialog} className="dialog" aria-labelledby={labelledBy} onClose={onClosed}>
      {children}
    </dialog>
  );
}
