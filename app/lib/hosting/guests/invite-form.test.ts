import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { inviteFormSchema, pickError, splitEmails } from "./invite-form";

describe("the e-mail picker's rule", () => {
  it("refuses a duplicate, an address that is not one, and an excluded one, in the spec's words", () => {
    expect(pickError("Maya@Example.com", ["maya@example.com"])).toBe("This email address is already selected.");
    expect(pickError("maya@", [])).toBe("This email address cannot be used.");
    expect(pickError("host@example.com", [], ["host@example.com"])).toBe("This email address cannot be used.");
    expect(pickError("new@example.com", ["maya@example.com"])).toBeNull();
  });

  it("splits what was typed on commas, semicolons and new lines", () => {
    expect(splitEmails(" A@x.com,b@y.com\n\nc@z.com; ")).toEqual(["a@x.com", "b@y.com", "c@z.com"]);
  });
});

describe("the invite form", () => {
  const post = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(entries)) form.append(key, value);
    return parseWithZod(form, { schema: inviteFormSchema });
  };

  it("names the address that was typed twice", () => {
    const submission = post({ intent: "invite", source: "DIRECT", emails: "a@x.com\nA@x.com" });
    expect(submission.status).toBe("error");
    expect((submission as { error?: Record<string, string[]> }).error?.emails).toEqual(["a@x.com: This email address is already selected."]);
  });

  it("accepts addresses with a ticket and a quantity", () => {
    const submission = post({ intent: "invite", source: "DIRECT", emails: "a@x.com, b@x.com", quantity: "2" });
    expect(submission.status).toBe("success");
  });
});
