// Comments on the event page: a member who RSVPed posts, replies, reacts, takes the
// reaction back and deletes; an empty comment shows the message; a signed-out visitor
// sees the comments (the shared cached page is purged when they change) and "Sign in to
// comment". Runs in js-on (fetchers, no reloads) and js-off (forms and redirects); one
// js-on test holds answers back to give the order a slow connection can give.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, graphql, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

test.use({ memberProfile: { label: "comments", name: "Robin Comments" } });

const EVENT_PATH = `/events/${DEMO_FREE_EVENT.slug}`;

function unique(words: string): string {
  return `${words} ${randomBytes(3).toString("hex")}`;
}

/** The top comment's whole thread (its article, replies and reply form) holding `text`. */
function thread(page: Page, text: string) {
  return page.locator(".comment-list > li").filter({ hasText: text });
}

/** A comment (or reply) holding `text` (the event page itself is an article too). */
function commentArticle(page: Page, text: string) {
  return page.getByRole("article", { name: /^Comment by / }).filter({ hasText: text });
}

test("a member who RSVPed comments, replies, reacts, takes the reaction back and deletes", async ({ page, member: _signedIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(EVENT_PATH);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  const comments = page.getByRole("region", { name: "Comments" });
  const box = comments.getByLabel("Add a comment");

  // An empty comment: the message next to the field.
  await box.fill("   ");
  await comments.getByRole("button", { name: "Post" }).click();
  if (!javaScriptEnabled) {
    // Without JavaScript the form comes back on the comments page, with the message.
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}/comments$`));
    await expect(page.getByRole("heading", { name: `Comment on ${DEMO_FREE_EVENT.name}` })).toBeVisible();
  }
  await expect(page.getByText("Write a comment.")).toBeVisible();
  await expect(page.getByLabel("Add a comment")).toHaveAttribute("aria-invalid", "true");

  // Posting: it appears in the list (with JavaScript, in place, and the box is emptied).
  const text = unique("Bringing an extra mat if anyone needs one");
  await page.getByLabel("Add a comment").fill(text);
  await page.getByRole("button", { name: "Post" }).click();
  await expect(commentArticle(page, text)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}(#comments)?$`));
  await expect(page.getByText("Your comment was posted.")).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByLabel("Add a comment")).toHaveValue("");

  // Replying, from the comment's own Reply disclosure.
  const reply = unique("Thanks, see you there");
  const mine = thread(page, text);
  await mine.locator("summary", { hasText: "Reply" }).click();
  await mine.getByLabel("Reply to Robin Comments").fill(reply);
  await mine.locator("form").getByRole("button", { name: "Reply", exact: true }).click();
  await expect(thread(page, text).getByRole("list", { name: "Replies to Robin Comments" }).getByText(reply)).toBeVisible();

  // Reacting, then taking it back.
  const article = commentArticle(page, text).first();
  await article.getByRole("button", { name: "Thumbs up", exact: true }).click();
  const reacted = commentArticle(page, text).first().getByRole("button", { name: "Thumbs up, 1" });
  await expect(reacted).toHaveAttribute("aria-pressed", "true");
  await reacted.click();
  const taken = commentArticle(page, text).first().getByRole("button", { name: "Thumbs up", exact: true });
  await expect(taken).toHaveAttribute("aria-pressed", "false");

  // Deleting: the comment goes, with its reply.
  await commentArticle(page, text).first().getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The comment was deleted.")).toBeVisible();
  await expect(commentArticle(page, text)).toHaveCount(0);
  await expect(page.getByText(reply)).toHaveCount(0);
});

test("a signed-out visitor sees the comments and a link to sign in, and the page shows a new comment at once", async ({ page, request, hostToken }) => {
  // The signed-out page is cached and shared: looked at first, it is in the cache.
  await page.goto(EVENT_PATH);
  await expect(page.getByRole("region", { name: "Comments" }).getByRole("link", { name: "Sign in to comment" })).toBeVisible();

  const text = unique("Doors open at 6:30. <script>alert(1)</script>");
  const { event } = await graphql<{ event: { bySlugOrId: { eventId: string } } }>(
    request,
    hostToken,
    "query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { eventId } } }",
    { slug: DEMO_FREE_EVENT.slug },
  );
  await graphql(request, hostToken, "mutation ($input: CommentInput!) { event { comment(input: $input) { commentId } } }", {
    input: { eventId: event.bySlugOrId.eventId, comment: text },
  });

  await page.goto(EVENT_PATH);
  const comments = page.getByRole("region", { name: "Comments" });
  // Shown as text, markup and all.
  await expect(comments.getByRole("article", { name: "Comment by Maya Chen" }).filter({ hasText: text })).toBeVisible();
  await expect(comments.getByRole("link", { name: "Sign in to comment" })).toBeVisible();
  await expect(comments.getByRole("textbox")).toHaveCount(0);
  await expect(comments.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("with JavaScript, a deletion is announced even when the reaction clicked before it is answered last", async ({ page, member: _signedIn }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "fetchers and the reloads after them run only with JavaScript");
  await page.goto(EVENT_PATH);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  const text = unique("Parking is behind the hall");
  await page.getByLabel("Add a comment").fill(text);
  await page.getByRole("button", { name: "Post" }).click();
  await expect(commentArticle(page, text)).toBeVisible();
  await commentArticle(page, text).getByRole("button", { name: "Thumbs up", exact: true }).click();
  await expect(commentArticle(page, text).getByRole("button", { name: "Thumbs up, 1" })).toHaveAttribute("aria-pressed", "true");
  await page.waitForLoadState("networkidle");

  // The order a slow connection can give: the reaction's answer is held until the
  // deletion has been answered and the page's reload after it has reached the server; the
  // reaction's own reload then lands first, and the deletion's reload is dropped.
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const deletionReloadServed = deferred();
  const reactionReloadLanded = deferred();
  let deletionPosted = false;
  let deletionReload = false;
  const isReload = (url: string) => new URL(url).pathname.endsWith(".data");
  await page.route(
    (url) => url.pathname.startsWith(EVENT_PATH),
    async (route) => {
      const request = route.request();
      const body = request.postData() ?? "";
      if (request.method() === "POST" && body.includes("unreact")) {
        const response = await route.fetch();
        await deletionReloadServed.promise;
        return route.fulfill({ response });
      }
      if (request.method() === "POST" && body.includes("delete")) deletionPosted = true;
      if (request.method() === "GET" && isReload(request.url()) && deletionPosted) {
        const response = await route.fetch();
        if (!deletionReload) {
          deletionReload = true;
          deletionReloadServed.resolve();
          await Promise.race([reactionReloadLanded.promise, new Promise((done) => setTimeout(done, 5_000))]);
          return route.fulfill({ response }).catch(() => {});
        }
        await route.fulfill({ response });
        reactionReloadLanded.resolve();
        return;
      }
      return route.continue();
    },
  );
  const article = commentArticle(page, text);
  await article.getByRole("button", { name: "Thumbs up, 1" }).click();
  await article.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The comment was deleted.")).toBeVisible();
  await expect(commentArticle(page, text)).toHaveCount(0);
});
