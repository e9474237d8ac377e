import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { commentFormSchema } from "./comment-form";
import { commentsActionPath, eventCommentsPath, formatCommentTime } from "./comments";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: commentFormSchema });
}

describe("the comment form", () => {
  test("a comment is trimmed; empty or only spaces asks for one; over 2000 characters is too long", () => {
    const posted = form({ intent: "comment", comment: "  See you there  " });
    expect(posted.status === "success" && posted.value).toEqual({ intent: "comment", comment: "See you there" });
    expect(form({ intent: "comment", comment: "   " }).reply().error).toEqual({ comment: ["Write a comment."] });
    expect(form({ intent: "comment" }).reply().error).toEqual({ comment: ["Write a comment."] });
    expect(form({ intent: "comment", comment: "x".repeat(2001) }).reply().error).toEqual({ comment: ["A comment can be at most 2000 characters."] });
    // The text is kept for the form shown again.
    expect(form({ intent: "comment", comment: "   " }).reply().initialValue).toMatchObject({ comment: "   " });
  });

  test("a reaction is one of the five offered", () => {
    const reacted = form({ intent: "react", commentId: "c1", reaction: "🎉" });
    expect(reacted.status === "success" && reacted.value).toEqual({ intent: "react", commentId: "c1", reaction: "🎉" });
    expect(form({ intent: "unreact", commentId: "c1", reaction: "💩" }).status).toBe("error");
  });
});

test("forms post to the comments route and lead back to the same page of comments", () => {
  expect(commentsActionPath("sunset-yoga", null)).toBe("/events/sunset-yoga/comments");
  expect(commentsActionPath("sunset-yoga", "abc=")).toBe("/events/sunset-yoga/comments?comments=abc%3D");
  expect(eventCommentsPath("sunset-yoga", null)).toBe("/events/sunset-yoga#comments");
  expect(eventCommentsPath("sunset-yoga", "abc")).toBe("/events/sunset-yoga?comments=abc#comments");
});

test("a comment's time is shown in the event's zone", () => {
  expect(formatCommentTime("2026-11-24T18:05:00.000Z", "America/Los_Angeles")).toBe("Nov 24, 2026, 10:05 AM");
});
