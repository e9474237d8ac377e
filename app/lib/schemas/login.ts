import { z } from "zod";
import { authMessages as m } from "../messages";

export const loginIdentifySchema = z.object({
  userName: z.string({ error: m.loginUserNameRequired }).trim().min(1, m.loginUserNameRequired).max(254),
});

export const loginPasswordSchema = loginIdentifySchema.extend({
  password: z.string({ error: m.loginPasswordRequired }).min(1, m.loginPasswordRequired).max(1024),
});
