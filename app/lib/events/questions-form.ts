// The editor's Questions tab form, and the answers an attendee gives before a ticket (server side and the editor).
import { z } from "zod";
import { QUESTION_LIMITS } from "../../../contract/events/editor";
import { questionMessages as m } from "../../../contract/events/messages";

export const questionsFormSchema = z.object({
  optInQuestionRequirements: z.boolean().default(false),
  questions: z
    .array(
      z.object({
        question: z.string().trim().max(QUESTION_LIMITS.question, m.questionTooLong).default(""),
        isRequired: z.boolean().default(false),
        showPublicTickets: z.boolean().default(false),
        showPrivateTickets: z.boolean().default(false),
      }),
    )
    .default([]),
});
export type QuestionsForm = z.infer<typeof questionsFormSchema>;

/** Answers posted with an RSVP or a purchase: answers[i].question and answers[i].answer. */
export const answersSchema = z
  .array(z.object({ question: z.string(), answer: z.string().trim().max(QUESTION_LIMITS.answer, m.answerTooLong).default("") }))
  .default([]);
