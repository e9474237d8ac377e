// The event page's comment forms: one action, four intents (checked on the web server; the
// API checks the same rules again and is the authority, api/events/comments/domain/rules.ts).
import { z } from "zod";
import { COMMENT_MAX_LENGTH, COMMENT_REACTIONS, commentMessages as m } from "../../../contract/events/messages";

const id = z.string().min(1);
const reaction = z.enum(COMMENT_REACTIONS, { error: m.reactionInvalid });

export const commentFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("comment"),
    comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(COMMENT_MAX_LENGTH, m.commentTooLong),
    parentCommentId: id.optional(),
  }),
  z.object({ intent: z.literal("react"), commentId: id, reaction }),
  z.object({ intent: z.literal("unreact"), commentId: id, reaction }),
  z.object({ intent: z.literal("delete"), commentId: id }),
]);
export type CommentForm = z.infer<typeof commentFormSchema>;
