// Which public pages a committed change affects (docs/decisions/0007, 0012): the one
// place that maps the database's change feed to the web server's page cache, so no
// write path has to remember to purge. The feed's tags name the entity that changed;
// `event:<id>` covers the event row, its tickets, attendees, held tickets, comments and
// their reactions, and the events of an account that was deleted or reactivated
// (migrations 0002_change_feed, 0006_event_comments_and_reactions).
import type { ChangeFeed } from "./change-feed.js";

const EVENT_TAG = "event:";

export function purgePagesOnChange(feed: ChangeFeed, onEventChanged: (eventId: string) => void): void {
  feed.subscribe(
    (tag) => {
      if (tag.startsWith(EVENT_TAG)) onEventChanged(tag.slice(EVENT_TAG.length));
    },
    // Changes missed while the listening connection was down: the cached pages'
    // short lifetime (s-maxage) bounds how long they may show the old state.
    () => {},
  );
}
