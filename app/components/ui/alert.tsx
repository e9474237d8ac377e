import { alertTitles } from "~/lib/messages";

type Kind = keyof typeof alertTitles;

/** Spec 1 §8 alert: a kind with its default title and an optional description. */
export function Alert({ kind = "danger", title, children }: { kind?: Kind; title?: string; children?: React.ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === "danger" ? "alert" : "status"}>
      <strong className="alert-title">{title ?? alertTitles[kind]}</strong>
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
