// The invite-by-e-mail picker (spec 1 §4, §5). With JavaScript: a <dialog> where addresses
// are added (checked against the event: people already on it cannot be picked), members are
// added from a search by name, e-mail-only entries can be edited, and any entry deleted;
// the picks travel in hidden fields. Without JavaScript the same form is a plain text area.
import { useRef, useState } from "react";
import { invitationMessages as m } from "../../../../contract/hosting/guests-messages";
import { useHydrated } from "~/hooks/use-hydrated";
import { pickError, splitEmails } from "~/lib/hosting/guests/invite-form";

type Entry = { kind: "email"; email: string } | { kind: "member"; userId: string; name: string };
interface Person {
  userId: string;
  name: string | null;
  userName: string | null;
  isExcluded: boolean;
}

interface Props {
  lookupPath: string;
  /** What was posted, kept after a refusal. */
  defaultEmails: string;
  errorId: string;
  invalid: boolean;
}

export function EmailPicker({ lookupPath, defaultEmails, errorId, invalid }: Props) {
  const hydrated = useHydrated();
  const [entries, setEntries] = useState<Entry[]>(() => splitEmails(defaultEmails).map((email) => ({ kind: "email", email })));

  if (!hydrated) {
    return (
      <div className="field">
        <label htmlFor="invite-emails">E-mail addresses</label>
        <textarea id="invite-emails" name="emails" rows={4} defaultValue={defaultEmails} aria-describedby={`invite-emails-hint ${errorId}`} aria-invalid={invalid || undefined} />
        <div id="invite-emails-hint" className="field-hint">
          One or more addresses, separated by commas or new lines.
        </div>
      </div>
    );
  }
  const emails = entries.flatMap((entry) => (entry.kind === "email" ? [entry.email] : []));
  return (
    <div className="stack-sm">
      <input type="hidden" name="emails" value={emails.join("\n")} />
      {entries.map((entry) => (entry.kind === "member" ? <input key={entry.userId} type="hidden" name="userIds" value={entry.userId} /> : null))}
      <PickerDialog lookupPath={lookupPath} entries={entries} onChange={setEntries} errorId={errorId} />
    </div>
  );
}

function PickerDialog({ lookupPath, entries, onChange, errorId }: { lookupPath: string; entries: Entry[]; onChange: (entries: Entry[]) => void; errorId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [people, setPeople] = useState<Person[]>([]);
  const [busy, setBusy] = useState(false);
  const selectedEmails = entries.flatMap((entry) => (entry.kind === "email" ? [entry.email] : []));

  async function lookup(params: Record<string, string>) {
    const response = await fetch(`${lookupPath}?${new URLSearchParams(params)}`, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as { checks: { address: string; isExcluded: boolean }[]; people: Person[] };
  }

  async function add() {
    const value = text.trim();
    if (!value) return;
    setError(null);
    setBusy(true);
    try {
      if (value.includes("@")) {
        const local = pickError(value, selectedEmails);
        if (local) return setError(local);
        const { checks } = await lookup({ email: value });
        if (checks[0]?.isExcluded) return setError(m.cannotBeUsed);
        onChange([...entries, { kind: "email", email: value.toLowerCase() }]);
        setText("");
      } else {
        setPeople((await lookup({ q: value })).people);
      }
    } catch {
      setError(m.cannotBeUsed);
    } finally {
      setBusy(false);
    }
  }

  function pickPerson(person: Person) {
    if (person.isExcluded || entries.some((entry) => entry.kind === "member" && entry.userId === person.userId)) return;
    onChange([...entries, { kind: "member", userId: person.userId, name: person.name ?? person.userName ?? "Member" }]);
  }

  return (
    <>
      <ul className="picked-list" aria-label="Chosen people" aria-describedby={errorId}>
        {entries.map((entry, index) => (
          <li key={entry.kind === "email" ? entry.email : entry.userId} className="picked">
            <span>{entry.kind === "email" ? entry.email : entry.name}</span>
            {entry.kind === "email" ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setText(entry.email);
                  onChange(entries.filter((_, other) => other !== index));
                  dialog.current?.showModal();
                }}
              >
                Edit<span className="visually-hidden"> {entry.email}</span>
              </button>
            ) : null}
            <button type="button" className="link-button" onClick={() => onChange(entries.filter((_, other) => other !== index))}>
              Delete<span className="visually-hidden"> {entry.kind === "email" ? entry.email : entry.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.showModal()}>
        Choose people
      </button>
      <dialog ref={dialog} className="dialog picker-dialog" aria-labelledby="picker-title">
        <div className="stack">
          <h2 id="picker-title">Invite by e-mail</h2>
          <div className="field">
            <label htmlFor="picker-input">E-mail address or name</label>
            <div className="row">
              <input
                id="picker-input"
                value={text}
                autoComplete="off"
                aria-describedby="picker-error"
                aria-invalid={error ? true : undefined}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void add();
                }}
              />
              <button type="button" className="button button-secondary" onClick={() => void add()} disabled={busy} aria-busy={busy || undefined}>
                Add
              </button>
            </div>
            <div id="picker-error" className="field-error" aria-live="polite">
              {error}
            </div>
          </div>
          {people.length ? (
            <ul className="stack-sm" aria-label="Members found">
              {people.map((person) => (
                <li key={person.userId} className="row-between">
                  <span>
                    {person.name ?? person.userName} {person.userName ? <span className="muted small">@{person.userName}</span> : null}
                  </span>
                  {person.isExcluded ? (
                    <span className="muted small">Already on this event</span>
                  ) : (
                    <button type="button" className="button button-small button-secondary" onClick={() => pickPerson(person)}>
                      Add<span className="visually-hidden"> {person.name ?? person.userName}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="confirm-actions">
            <button type="button" className="button button-primary" onClick={() => dialog.current?.close()}>
              Done
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
