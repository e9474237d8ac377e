// Question requirements through the API: the host's Questions tab, the attendee's answers,
// and a required question keeping a ticket back until it is answered.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { questionMessages as m } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { attendees, events, eventTickets } from "../db/schema.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;

const SAVE = `mutation ($eventId: ID!, $optIn: Boolean!, $questions: [QuestionRequirementInput!]!) {
  event { saveQuestions(eventId: $eventId, optInQuestionRequirements: $optIn, questions: $questions) { optInQuestionRequirements questionRequirements { question isRequired showPublicTickets showPrivateTickets } } } }`;
const ANSWER = `mutation ($eventId: ID!, $answers: [QuestionAnswerInput!]!) { event { answerQuestions(eventId: $eventId, answers: $answers) { my { answers { question answer } } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { my { isGoing } } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl } } }`;

const question = (text: string, overrides: Record<string, unknown> = {}) => ({ question: text, isRequired: true, showPublicTickets: true, showPrivateTickets: true, ...overrides });

async function eventWithQuestions() {
  const made = await createEvent(api, {
    createdByUserId: host.userId,
    tickets: [
      { ticketType: "Entry", kind: "FREE", limitedAmount: null },
      { ticketType: "VIP", kind: "PAID", priceCents: 5000, limitedAmount: 10 },
    ],
  });
  const saved = await api.graphql(
    SAVE,
    {
      eventId: made.event.id,
      optIn: true,
      questions: [
        question("Any dietary needs?"),
        question("How did you hear about us?", { isRequired: false }),
        question("Which table were you given?", { showPublicTickets: false }),
      ],
    },
    { token: host.token },
  );
  expect(saved.body.errors).toBeUndefined();
  return made;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the Questions tab", () => {
  test("the host saves the questions; blank rows are dropped; more than 10 or a repeated one are refused", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const saved = await api.graphql(SAVE, { eventId: event.id, optIn: true, questions: [question("  T-shirt size?  "), question("")] }, { token: host.token });
    expect(saved.body.data.event.saveQuestions).toEqual({ optInQuestionRequirements: true, questionRequirements: [question("T-shirt size?")] });
    const many = await api.graphql(SAVE, { eventId: event.id, optIn: true, questions: Array.from({ length: 11 }, (_, i) => question(`Question ${i}`)) }, { token: host.token });
    expect(many.body.errors[0].message).toBe(m.tooMany);
    const twice = await api.graphql(SAVE, { eventId: event.id, optIn: true, questions: [question("Size?"), question("size?")] }, { token: host.token });
    expect(twice.body.errors[0].message).toBe(m.duplicate);
    const long = await api.graphql(SAVE, { eventId: event.id, optIn: true, questions: [question("x".repeat(301))] }, { token: host.token });
    expect(long.body.errors[0].extensions.fields).toEqual({ "questions.0.question": m.questionTooLong });
  });

  test("an attendee cannot change them", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const member = await createVerifiedUser(api);
    const refused = await api.graphql(SAVE, { eventId: event.id, optIn: true, questions: [] }, { token: member.token });
    expect(refused.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("answering before a ticket", () => {
  test("a required question of the ticket holds the RSVP back until answered; questions for private tickets are not asked", async () => {
    const { event, tickets } = await eventWithQuestions();
    const member = await createVerifiedUser(api);
    const accept = () => api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: member.token });
    const refused = await accept();
    // Only the first of the public ticket's questions is required; the third is for private tickets.
    expect(refused.body.errors[0].extensions.fields).toEqual({ "answers.0": m.answerRequired });

    const answered = await api.graphql(ANSWER, { eventId: event.id, answers: [{ question: "Any dietary needs?", answer: "  Vegetarian " }] }, { token: member.token });
    expect(answered.body.data.event.answerQuestions.my.answers).toEqual([{ question: "Any dietary needs?", answer: "Vegetarian" }]);
    expect((await accept()).body.data.event.rsvp.my.isGoing).toBe(true);
  });

  test("answers to questions the event does not ask are refused; a required one also holds back a purchase", async () => {
    const { event, tickets } = await eventWithQuestions();
    const member = await createVerifiedUser(api);
    const unknown = await api.graphql(ANSWER, { eventId: event.id, answers: [{ question: "Favourite colour?", answer: "Blue" }] }, { token: member.token });
    expect(unknown.body.errors[0].extensions.fields).toEqual({ "answers.0": m.unknownQuestion });
    const bought = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[1].id, quantity: 1 }] } }, { token: member.token });
    expect(bought.body.errors[0].extensions.fields).toEqual({ "answers.0": m.answerRequired });
    await api.graphql(ANSWER, { eventId: event.id, answers: [{ question: "Any dietary needs?", answer: "None" }] }, { token: member.token });
    const after = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[1].id, quantity: 1 }] } }, { token: member.token });
    expect(after.body.errors).toBeUndefined();
  });

  test("answers and the disclosure's acceptance sent with a purchase are saved with the order, or not at all when it is refused", async () => {
    const { event, tickets } = await eventWithQuestions();
    await api.platform.deps.db
      .update(events)
      .set({ optInDisclosureOrPrivacyPolicy: true, disclosureFileUrl: "/media/waiver.pdf", disclosureTitle: "Waiver" })
      .where(eq(events.id, event.id));
    const vip = tickets[1]!;
    const answers = [{ question: "Any dietary needs?", answer: "Vegan" }];
    const attendeeOf = async (userId: string) =>
      (await api.platform.deps.db.select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, userId))))[0];

    // No places left: the order is refused and neither the answer nor the acceptance stays.
    await api.platform.deps.db.update(eventTickets).set({ availableAmount: 0 }).where(eq(eventTickets.id, vip.id));
    const member = await createVerifiedUser(api);
    const refused = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: vip.id, quantity: 1 }], answers, acceptDisclosure: true } }, { token: member.token });
    expect(refused.body.errors[0].extensions.code).toBe("CONFLICT");
    const untouched = await attendeeOf(member.userId);
    expect(untouched?.questionAnswers ?? []).toEqual([]);
    expect(untouched?.privacyPolicyState ?? "NONE").not.toBe("ACCEPTED");

    // The acceptance missing: refused at its field, the answer not kept either.
    await api.platform.deps.db.update(eventTickets).set({ availableAmount: 10 }).where(eq(eventTickets.id, vip.id));
    const unaccepted = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: vip.id, quantity: 1 }], answers } }, { token: member.token });
    expect(Object.keys(unaccepted.body.errors[0].extensions.fields)).toEqual(["acceptDisclosure"]);
    expect((await attendeeOf(member.userId))?.questionAnswers ?? []).toEqual([]);

    // With places, the answer and the acceptance are saved with the order, in one call.
    const bought = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: vip.id, quantity: 1 }], answers, acceptDisclosure: true } }, { token: member.token });
    expect(bought.body.errors).toBeUndefined();
    expect(bought.body.data.event.purchaseTickets.checkoutUrl).toBeTruthy();
    const saved = await attendeeOf(member.userId);
    expect(saved!.questionAnswers).toMatchObject(answers);
    expect(saved!.privacyPolicyState).toBe("ACCEPTED");
  });
});
