import { Link } from "react-router";
import { pagerItems } from "~/lib/hosting/pager";

const LABELS = {
  first: "First",
  previous: "Previous",
  next: "Next",
  last: "Last",
} as const;

/** The table pager (spec 1 §9) as links, so it works without JavaScript. */
export function Pager({ current, totalPages, hrefFor }: { current: number; totalPages: number; hrefFor: (page: number) => string }) {
  const items = pagerItems(current, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pages">
      <ul className="table-pager">
        {items.map((item) => {
          if (item.kind === "ellipsis") {
            return (
              <li key={`ellipsis-${item.key}`} aria-hidden="true">
                …
              </li>
            );
          }
          if (item.kind === "page") {
            return (
              <li key={`page-${item.page}`}>
                {item.current ? (
                  <span className="pager-current" aria-current="page">
                    {item.page}
                  </span>
                ) : (
                  <Link to={hrefFor(item.page)} aria-label={`Page ${item.page}`}>
                    {item.page}
                  </Link>
                )}
              </li>
            );
          }
          return (
            <li key={item.kind}>
              {item.disabled ? (
                <span className="pager-disabled" aria-disabled="true">
                  {LABELS[item.kind]}
                </span>
              ) : (
                <Link to={hrefFor(item.page)}>{LABELS[item.kind]}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
