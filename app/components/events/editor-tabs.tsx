import { Link } from "react-router";

/**
 * The editor's tabs (spec 2 §2: Info, Tickets whose value is "guest", Settings, Questions,
 * Preview). The spec's Rep Clubs tab is hidden there too, so it is not listed.
 */
export const EDITOR_TABS = [
  { value: "info", label: "Info" },
  { value: "guest", label: "Tickets" },
  { value: "settings", label: "Settings" },
  { value: "questions", label: "Questions" },
  { value: "preview", label: "Preview" },
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number]["value"];

export function editorTabOf(value: string | null): EditorTab {
  return EDITOR_TABS.some((tab) => tab.value === value) ? (value as EditorTab) : "info";
}

export function EditorTabs({ basePath, current }: { basePath: string; current: EditorTab }) {
  return (
    <nav className="tabs" aria-label="Event editor">
      {EDITOR_TABS.map((tab) => (
        <Link key={tab.value} to={`${basePath}?tab=${tab.value}`} className={`tab ${tab.value === current ? "tab-active" : ""}`} aria-current={tab.value === current ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
