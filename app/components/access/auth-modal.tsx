import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { AUTH_MODAL_RESET_MS } from "~/lib/access/constants";
import type { AuthModalView } from "./auth-modal-body";

// The forms load on first use, so the public pages don't carry them until someone signs in.
const AuthModalBody = lazy(() => import("./auth-modal-body"));

const VIEWS: readonly AuthModalView[] = ["sign-up", "login", "verify-code"];

interface ModalState {
  view: AuthModalView;
  /** The view it opened with: closing goes back to it. */
  initial: AuthModalView;
  /** Bumped on reset so the forms (and their fetchers) start empty. */
  generation: number;
}

/**
 * A left click with no modifier key (a new tab, a new window, a download) that no handler has
 * taken yet: one the modal may take as "open this here".
 */
function isUntakenPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The auth modal of the public pages (spec 1 §2.1): sign-up, login or verify-code,
 * switchable among each other; closing resets it to the initial form after 300 ms.
 *
 * Any link, button or form marked `data-auth-modal="sign-up" | "login"` opens it (the
 * public header's Sign In / Join Now, the event page's RSVP). Without JavaScript those
 * are ordinary links and forms that reach the auth pages, which bring the visitor back
 * with `?to=`.
 */
export function AuthModal({ returnTo }: { returnTo: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [state, setState] = useState<ModalState | null>(null);

  const open = useCallback((view: AuthModalView) => {
    clearTimeout(resetTimer.current);
    setState((previous) => ({
      view,
      initial: view,
      generation: previous && previous.view !== view ? previous.generation + 1 : (previous?.generation ?? 0),
    }));
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const viewOf = (element: Element | null) => {
      const view = element?.getAttribute("data-auth-modal") as AuthModalView | null;
      return view && VIEWS.includes(view) ? view : null;
    };
    // Capture phase on window: runs before React Router's own link and form handlers, which must not navigate.
    function onClick(event: MouseEvent) {
      if (!isUntakenPlainClick(event)) return;
      const trigger = (event.target as Element | null)?.closest?.("a[data-auth-modal], button[data-auth-modal]") ?? null;
      const view = viewOf(trigger);
      if (!view) return;
      event.preventDefault();
      event.stopPropagation();
      open(view);
    }
    function onSubmit(event: SubmitEvent) {
      const view = viewOf(event.target as HTMLFormElement);
      if (!view) return;
      event.preventDefault();
      event.stopPropagation();
      open(view);
    }
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
      clearTimeout(resetTimer.current);
    };
  }, [open]);

  function onClose() {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setState((previous) => previous && { view: previous.initial, initial: previous.initial, generation: previous.generation + 1 });
    }, AUTH_MODAL_RESET_MS);
  }

  return (
    <dialog ref={dialogRef} className="auth-modal" aria-labelledby="auth-modal-title" onClose={onClose}>
      <button type="button" className="icon-button auth-modal-close" aria-label="Close" onClick={() => dialogRef.current?.close()}>
        ×
      </button>
      {state ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <AuthModalBody
            key={state.generation}
            view={state.view}
            returnTo={returnTo}
            onSwitch={(view) => setState((previous) => previous && { ...previous, view })}
          />
        </Suspense>
      ) : null}
    </dialog>
  );
}
