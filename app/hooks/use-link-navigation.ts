import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A left click with no modifier key (a new tab, a new window, a download) that no handler has
 * taken yet: one the page may take as "open this here".
 */
export function isUntakenPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Opens the app's links (<Link> of app/components/ui/link.tsx, marked `data-link`) in the
 * page: one click listener for the whole document instead of a handler on every link.
 * It leaves alone what the browser should handle as it is: a click with a modifier key or
 * another button, a link to another origin, another window or a download, and a click a
 * handler of its own already took (the log-out dialog, the sign-in modal).
 */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isUntakenPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.("a[data-link]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      const target = anchor.getAttribute("target");
      if (target && target !== "_self") return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As React Router's <Link>: the page already shown is replaced, not stacked.
      navigate(path, { replace: anchor.hasAttribute("data-replace") || path === here, preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset") });
    }
    // Bubbling on window: after React's own handlers (on the document), so their preventDefault is seen.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
