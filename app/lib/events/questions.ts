// The host's questions as the pages use them (no validation library: this ships to the browser).

/** The spec's defaults for a new question: not required, asked for public and private tickets. */
export const NEW_QUESTION = { question: "", isRequired: false, showPublicTickets: true, showPrivateTickets: true } as const;

/** The questions asked for a public ticket (the event page and checkout offer only those). */
export function publicTicketQuestions(event: { optInQuestionRequirements: boolean; questionRequirements: { question: string; isRequired: boolean; showPublicTickets: boolean }[] }) {
  return event.optInQuestionRequirements ? event.questionRequirements.filter((q) => q.showPublicTickets) : [];
}

/** The API's field name for an answer ("answers.2") as the form's ("answers[2].answer"). */
export function answerFieldErrors(fields: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => {
      const index = /^answers\.(\d+)$/.exec(key)?.[1];
      return [index === undefined ? key : `answers[${index}].answer`, [message]];
    }),
  );
}

/**
 * The answers as a refused form had them (conform's parsed `answers`), to show them again: a
 * refused RSVP or purchase saves none of them, so without JavaScript they come back only from here.
 */
export function typedAnswers(answers: unknown): { question: string; answer: string }[] | null {
  if (!Array.isArray(answers)) return null;
  return answers.flatMap((a: { question?: unknown; answer?: unknown } | null) =>
    a && typeof a.question === "string" ? [{ question: a.question, answer: typeof a.answer === "string" ? a.answer : "" }] : [],
  );
}
