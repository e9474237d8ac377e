import { useEffect, useState } from "react";
import { alertTitles } from "~/lib/messages";
import { TOAST_DURATION_MS } from "~/lib/constants";

interface FlashData {
  kind: "success" | "danger" | "info" | "warning";
  message: string;
}

/** The flash message set by an action's redirect; disappears after 10 s (spec 1 §9). Key it by message to restart. */
export function Toast({ flash }: { flash: FlashData }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={`toast toast-${flash.kind}`} role="status" aria-live="polite">
      <strong>{alertTitles[flash.kind]}</strong> <span>{flash.message}</span>
    </div>
  );
}
