// The event page's comment forms: one action, four intents (checked on the web server; the
// API checks the same rules again and is the authority, api/events/comments/domain/rules.ts).
// A comment's images come as `media[<n>].image` (a file) with `media[<n>].alt` (its
// description), one slot per image (docs/decisions/0056).
import { z } from "zod";
import {
  COMMENT_IMAGE_ALT_MAX_LENGTH,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  COMMENT_REACTIONS,
  commentMessages as m,
} from "../../../contract/events/messages";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";

const id = z.string().min(1);
const reaction = z.enum(COMMENT_REACTIONS, { error: m.reactionInvalid });

/** One image slot: a file (checked here by its size and declared type, by the API by its bytes) and its description. */
const imageSlot = z
  .object({
    image: z
      .file()
      .max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge })
      .mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage })
      .optional(),
    alt: z.string().trim().max(COMMENT_IMAGE_ALT_MAX_LENGTH, m.imageAltTooLong).optional(),
  })
  .superRefine((slot, context) => {
    if (slot.image && !slot.alt) context.addIssue({ code: "custom", path: ["alt"], message: m.imageAltRequired });
  });

export const commentFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("comment"),
    comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(COMMENT_MAX_LENGTH, m.commentTooLong),
    parentCommentId: id.optional(),
    media: z.array(imageSlot.optional()).max(COMMENT_MAX_IMAGES, m.tooManyImages).optional(),
  }),
  z.object({ intent: z.literal("react"), commentId: id, reaction }),
  z.object({ intent: z.literal("unreact"), commentId: id, reaction }),
  z.object({ intent: z.literal("delete"), commentId: id }),
]);
export type CommentForm = z.infer<typeof commentFormSchema>;

/** The images a comment form carries, each with the slot it came from (where its messages go). */
export function chosenImages(form: Extract<CommentForm, { intent: "comment" }>): { slot: number; image: File; alt: string }[] {
  return (form.media ?? []).flatMap((entry, slot) => (entry?.image ? [{ slot, image: entry.image, alt: entry.alt ?? "" }] : []));
}
