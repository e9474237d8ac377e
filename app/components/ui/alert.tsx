import { alertTitles } from "~/lib/messages";

/** The alert types of spec 1 §8: danger, info, success and warning with their default titles, and default with none. */
export type AlertKind = keyof typeof alertTitles | "default";

/** Spec 1 §8 alert: a kind with its default title (the default kind has none) and an optional description. */
export function Alert({ kind = "danger", title, children }: { kind?: AlertKind; title?: string; children?: React.ReactNode }) {
  const shownTitle = title ?? (kind === "default" ? undefined : alertTitles[kind]);
  return (
    <div className={`alert alert-${kind}`} role={kind === "danger" ? "alert" : "status"}>
      {shownTitle ? <strong className="alert-title">{shownTitle}</strong> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
