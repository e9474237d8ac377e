import { Avatar } from "~/components/ui/avatar";
import type { PeopleSearchQuery } from "~/graphql/generated";

/** Members found by a search (the All filter's People section): name and handle, never contact details. */
export function PeopleList({ people }: { people: NonNullable<PeopleSearchQuery["user"]["search"]> }) {
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.userId} className="person">
          <Avatar url={person.avatarUrl} size={40} />
          <div>
            <strong>{person.name}</strong>
            {person.userName ? <span className="muted">@{person.userName}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
