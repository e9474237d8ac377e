// Lists must cost the same number of queries whatever their length (no N+1).
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../test/support.js";

let api: TestApi;
let guest: AuthInfo;

const { logger, statements: statementCount } = statementCountingLogger();

const PAGE = `query ($first: Int) { event { search(first: $first) { totalCount nodes {
  slug isListFull approvedAttendees pendingAttendees
  createdBy { name } location { address }
  tickets { ticketType balance { availableAmount } }
  guestPreview(first: 3) { user { name } }
  my { badge permissions tickets { ticketType status } }
} } } }`;

beforeAll(async () => {
  // Batching alone: the read cache would answer the second page's first events from memory.
  api = await startTestApi({ logger, readCache: false });
  const [host, other] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api)]);
  guest = await createVerifiedUser(api);
  for (let index = 0; index < 12; index++) {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: index % 2 ? host.userId : other.userId,
      startsInHours: 24 + index,
      optInShowGuestList: true,
      locationAddress: `${index} Main St`,
      tickets: [{ ticketType: "GA", limitedAmount: 20 }, { ticketType: "Apply", isRequiredApproval: true }],
    });
    const rsvp = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
    await api.graphql(rsvp, { input: { eventId: event.id, eventTicketId: tickets[index % 2].id, response: "ACCEPT" } }, { token: guest.token });
  }
  // Only the pages' statements count: the background's rounds (the outbox, reminders) stop here.
  await api.platform.jobs.stop();
});
afterAll(async () => {
  await api?.close();
});

async function statementsFor(first: number): Promise<number> {
  const before = statementCount();
  const answer = await api.graphql(PAGE, { first }, { token: guest.token });
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data.event.search.nodes).toHaveLength(first);
  return statementCount() - before;
}

test("a page of 12 events costs as many queries as a page of 2", async () => {
  const small = await statementsFor(2);
  const large = await statementsFor(12);
  expect(large).toBe(small);
  // Session check, page, count, creators, tickets, attendance, counts, previews, preview users, my tickets.
  expect(large).toBeLessThanOrEqual(12);
});
