// The notification forms (spec 1 §4): open one (read, then go to it), read one (the dot, or
// hovering 2 s), read all. Read by the action; the forms themselves post plain fields.
import { z } from "zod";

export const notificationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), notificationId: z.string().min(1), to: z.string().optional() }),
  z.object({ intent: z.literal("read"), notificationId: z.string().min(1), back: z.string().optional() }),
  z.object({ intent: z.literal("read-all"), back: z.string().optional() }),
]);
export type NotificationForm = z.infer<typeof notificationFormSchema>;
