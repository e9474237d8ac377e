import { useEffect, useId, useRef, useState } from "react";
import { Form, href, useFetcher, useNavigate } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { Toast } from "~/components/ui/toast";
import { useDebouncedValue } from "~/hooks/use-debounced-value";
import { useHydrated } from "~/hooks/use-hydrated";
import { SEARCH_DEBOUNCE_MS } from "~/lib/events/constants";
import { formatEventDay } from "~/lib/format";

interface Suggestions {
  q: string;
  events: { eventId: string; slug: string; displayName: string; startDate: string; timeZone: string }[];
  people: { userId: string; name: string; userName?: string | null }[];
  error: string | null;
}

interface Option {
  id: string;
  label: string;
  detail: string | null;
  to: string;
}

const searchHref = (q: string) => `${href("/search")}?q=${encodeURIComponent(q)}`;

/**
 * The header's search box. Without JavaScript it submits to /search?q=. With it,
 * after a 1 s pause in typing it suggests events and people in a combobox listbox: arrow keys
 * move through them (aria-activedescendant), Enter opens the chosen one (or searches when none
 * is chosen), Escape closes the list. An empty box asks for nothing.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The box stays uncontrolled (what is typed before hydration is kept); this mirrors it.
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = value.trim();
  const debounced = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const fetcher = useFetcher<Suggestions>();
  const { load } = fetcher;

  useEffect(() => {
    if (debounced) load(`/resources/search-suggestions?q=${encodeURIComponent(debounced)}`);
  }, [debounced, load]);

  // Only suggestions for what the box holds now.
  const current = q && fetcher.data?.q === q ? fetcher.data : null;
  const events: Option[] = (current?.events ?? []).map((event) => ({
    id: `${listId}-event-${event.eventId}`,
    label: event.displayName,
    detail: formatEventDay(event.startDate, event.timeZone),
    to: href("/events/:slug", { slug: event.slug }),
  }));
  const people: Option[] = (current?.people ?? []).map((person) => ({
    id: `${listId}-person-${person.userId}`,
    label: person.name,
    detail: person.userName ? `@${person.userName}` : null,
    to: searchHref(person.name),
  }));
  const options = [...events, ...people];
  const expanded = hydrated && open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const go = (option: Option) => {
    setOpen(false);
    setActive(-1);
    setValue("");
    if (inputRef.current) inputRef.current.value = "";
    navigate(option.to);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length));
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      go(activeOption);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const group = (label: string, items: Option[], offset: number) =>
    items.length ? (
      <div role="group" aria-label={label}>
        <div className="suggestions-group" aria-hidden="true">
          {label}
        </div>
        {items.map((option, index) => (
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={active === offset + index}
            className="suggestion"
            // Keeps focus in the box, so the list stays open until the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option)}
          >
            <span>{option.label}</span>
            {option.detail ? <small>{option.detail}</small> : null}
          </div>
        ))}
      </div>
    ) : null;

  return (
    <Form
      method="get"
      action={href("/search")}
      className="header-search"
      role="search"
      onSubmit={() => {
        setOpen(false);
        setActive(-1);
      }}
    >
      <label htmlFor="header-search" className="visually-hidden">
        Search
      </label>
      <SearchIcon />
      <input
        id="header-search"
        type="search"
        name="q"
        placeholder="Search events"
        required
        minLength={1}
        autoComplete="off"
        ref={inputRef}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": activeOption?.id,
            }
          : {})}
      />
      {hydrated ? (
        <div id={listId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={!expanded}>
          {group("Events", events, 0)}
          {group("People", people, events.length)}
        </div>
      ) : null}
      <p role="status" className="visually-hidden">
        {hydrated && open && current && !current.error ? `${options.length} suggestion${options.length === 1 ? "" : "s"}` : ""}
      </p>
      {/* A failed search shows the server's text (spec 2 §8). */}
      {current?.error ? <Toast key={current.q} flash={{ kind: "danger", message: current.error }} /> : null}
    </Form>
  );
}
