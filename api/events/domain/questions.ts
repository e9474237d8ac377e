// Question requirements (spec 2 §3): questions a host asks before a ticket is issued, each
// required or not and shown for public tickets, private ones or both; the attendee's answers
// are kept on their attendee row ("answer question requirements") and required ones must
// be answered before an RSVP or a purchase.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { attendees, events, type AttendeeRow, type EventRow, type EventTicketRow, type QuestionAnswer, type QuestionRequirement } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { parseInput } from "../../kernel/validation.js";
import { QUESTION_LIMITS } from "../../../contract/events/editor.js";
import { eventMessages, questionMessages as m } from "../../../contract/events/messages.js";
import { editableEvent } from "./editing.js";
import { findEventForViewer } from "./viewing.js";

export interface QuestionsCommand {
  optInQuestionRequirements: boolean;
  questions: readonly QuestionRequirement[];
}

const questionsSchema = z.object({
  optInQuestionRequirements: z.boolean(),
  questions: z
    .array(
      z.object({
        question: z.string().trim().max(QUESTION_LIMITS.question, m.questionTooLong),
        isRequired: z.boolean(),
        showPublicTickets: z.boolean(),
        showPrivateTickets: z.boolean(),
      }),
    )
    // Blank rows are the form's empty "add a question" line: not questions.
    .transform((questions) => questions.filter((q) => q.question !== ""))
    .superRefine((questions, context) => {
      if (questions.length > QUESTION_LIMITS.maxQuestions) context.addIssue({ code: "custom", message: m.tooMany });
      if (new Set(questions.map((q) => q.question.toLowerCase())).size !== questions.length) context.addIssue({ code: "custom", message: m.duplicate });
    }),
});

export async function saveQuestions(deps: DomainDeps, userId: string, eventId: string, command: QuestionsCommand): Promise<EventRow> {
  const current = await editableEvent(deps, userId, eventId);
  const { optInQuestionRequirements, questions } = parseInput(questionsSchema, command);
  const [event] = await deps.db
    .update(events)
    .set({ optInQuestionRequirements, questionRequirements: questions, updatedAt: deps.clock() })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning();
  if (!event) throw notFound(eventMessages.notFound);
  return event;
}

/** The questions asked of someone taking this ticket: none unless the event opts in. */
export function questionsFor(event: EventRow, ticket: Pick<EventTicketRow, "isPrivate"> | null): QuestionRequirement[] {
  if (!event.optInQuestionRequirements) return [];
  return event.questionRequirements.filter((q) => (ticket?.isPrivate ? q.showPrivateTickets : q.showPublicTickets));
}

/** Saves the viewer's answers to the event's questions (merged with earlier ones by question). */
export async function answerQuestions(deps: DomainDeps, userId: string, eventId: string, answers: readonly QuestionAnswer[]): Promise<QuestionAnswer[]> {
  const event = await findEventForViewer(deps, userId, eventId);
  checkAnswers(event, answers);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(attendees)
      .values({ eventId: event.id, userId, state: "NONE", stateChangedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [attendees.eventId, attendees.userId] });
    const [attendee] = await tx
      .select()
      .from(attendees)
      .where(and(eq(attendees.eventId, event.id), eq(attendees.userId, userId)))
      .for("update");
    return saveAnswers(tx, event, attendee, answers, now);
  });
}

/** Refuses answers to questions the event does not ask, or too long; the field is the answer's place in the list given. */
export function checkAnswers(event: EventRow, answers: readonly QuestionAnswer[]): void {
  const asked = new Set(event.questionRequirements.map((q) => q.question));
  const fields: Record<string, string> = {};
  answers.forEach((answer, index) => {
    if (!asked.has(answer.question)) fields[`answers.${index}`] = m.unknownQuestion;
    else if (answer.answer.trim().length > QUESTION_LIMITS.answer) fields[`answers.${index}`] = m.answerTooLong;
  });
  if (Object.keys(fields).length) throw badUserInput(Object.values(fields)[0], fields);
}

/**
 * Writes checked answers (checkAnswers) on the attendee's row, locked in the caller's
 * transaction: merged with its earlier ones by question, in the order the event asks them.
 */
export async function saveAnswers(
  tx: Database,
  event: EventRow,
  attendee: Pick<AttendeeRow, "id" | "questionAnswers">,
  answers: readonly QuestionAnswer[],
  now: Date,
): Promise<QuestionAnswer[]> {
  const merged = new Map(attendee.questionAnswers.map((a) => [a.question, a.answer]));
  for (const answer of answers) merged.set(answer.question, answer.answer.trim());
  const questionAnswers = event.questionRequirements.filter((q) => merged.has(q.question)).map((q) => ({ question: q.question, answer: merged.get(q.question)! }));
  await tx.update(attendees).set({ questionAnswers, updatedAt: now }).where(eq(attendees.id, attendee.id));
  return questionAnswers;
}

/** Refuses a ticket while a required question of it is unanswered; the field is the question's place in the list asked. */
export function assertAnswered(event: EventRow, ticket: Pick<EventTicketRow, "isPrivate">, answers: readonly QuestionAnswer[]): void {
  const given = new Map(answers.map((a) => [a.question, a.answer.trim()]));
  const fields: Record<string, string> = {};
  questionsFor(event, ticket).forEach((q, index) => {
    if (q.isRequired && !given.get(q.question)) fields[`answers.${index}`] = m.answerRequired;
  });
  if (Object.keys(fields).length) throw badUserInput(m.answerRequired, fields);
}
