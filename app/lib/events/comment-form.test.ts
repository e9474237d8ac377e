import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { commentMessages } from "../../../contract/events/messages";
import { mediaMessages } from "../../../contract/media/messages";
import { chosenImages, commentFormSchema } from "./comment-form";

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], "stage.png", { type: "image/png" });
const empty = () => new File([], "", { type: "application/octet-stream" });

describe("the comment form's image slots", () => {
  it("keeps the chosen images with their slots and descriptions; empty slots are left out", () => {
    const submission = parseWithZod(
      form([
        ["intent", "comment"],
        ["comment", "Look"],
        ["media[0].image", empty()],
        ["media[0].alt", ""],
        ["media[1].image", png()],
        ["media[1].alt", "  The stage  "],
      ]),
      { schema: commentFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "comment") throw new Error("not a comment");
    expect(chosenImages(submission.value).map(({ slot, alt }) => ({ slot, alt }))).toEqual([{ slot: 1, alt: "The stage" }]);
  });

  it("asks for a description beside an image without one, and names a file too large or not an image", () => {
    const submission = parseWithZod(
      form([
        ["intent", "comment"],
        ["comment", "Look"],
        ["media[0].image", png()],
        ["media[1].image", png(10 * 1024 * 1024 + 1)],
        ["media[1].alt", "Big"],
        ["media[2].image", new File(["words"], "notes.txt", { type: "text/plain" })],
        ["media[2].alt", "Notes"],
      ]),
      { schema: commentFormSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      "media[0].alt": [commentMessages.imageAltRequired],
      "media[1].image": [mediaMessages.tooLarge],
      "media[2].image": [mediaMessages.notAnImage],
    });
  });

  it("takes a comment without images as before", () => {
    const submission = parseWithZod(form([["intent", "comment"], ["comment", "No pictures"]]), { schema: commentFormSchema });
    expect(submission.status).toBe("success");
  });
});
