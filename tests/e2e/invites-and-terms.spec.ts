// Invites, terms and the public pages, and the auth modal, in js-on and js-off.
// Data is arranged through the real API; nothing of ours is mocked.
import { expect, holdRequests, test, textLines } from "../support";
import { createInvite, linkFrom, setTermsAgreement, submitLoginForm, uniqueEmail } from "../support";
import { DEMO_ATTENDEE, DEMO_FREE_EVENT, DEMO_HOST } from "../support/demo";

const PASSWORD = "Sunny#day1";

test.describe("invites", () => {
  test("a new visitor signs up from an invite, confirms, completes the profile, comes back and accepts", async ({ page, baseURL, hostToken: token, outbox }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false;
    const memo = `Join my events! (${testInfo.project.name} ${Date.now()})`;
    const inviteId = await createInvite(page.request, token, {
      memo,
      usesPerInvite: 5,
      redirectUrl: "/events",
      disclosure: {
        title: "House rules",
        description: "Be kind to hosts and guests.",
        documentUrl: `${baseURL}/legal/community-guidelines-v1.pdf`,
        acceptButtonTitle: "Agree and join",
      },
    });
    const email = uniqueEmail(`invitee-${testInfo.project.name}`);

    // Signed out: the invite sends the visitor to sign up, with the e-mail it carried.
    await page.goto(`/accept-invite/${inviteId}?email=${encodeURIComponent(email)}`);
    await expect(page).toHaveURL(/\/auth\/sign-up\?/);
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    // The Login link carries the held invite; the terms text links both documents.
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", new RegExp(`inviteId=${inviteId}`));
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Last name").fill("Haddad");
    await page.getByLabel("Gender").selectOption("Female");
    await page.getByLabel("Date of birth").fill("02/11/1993");
    await page.getByLabel("Phone number").fill("(415) 555-0148");
    if (js) await expect(page.getByRole("status", { name: "Email is available" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox!" })).toBeVisible();

    const message = await outbox.latest(email);
    // Every e-mail carries the unsubscribe link too.
    expect(message.links.some((link) => link.includes("/unsubscribe?token="))).toBe(true);
    await page.goto(linkFrom(message, "/auth/confirm-email"));
    if (!js) await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/auth\/sign-up-2/);
    await page.getByLabel("Username").fill(`noor_${Date.now().toString(36)}${js ? "o" : "x"}`);
    await page.getByRole("button", { name: "Continue" }).click();

    // Back on the invite (the address it was opened with): who invited, the memo, the disclosure and its PDF.
    await expect(page).toHaveURL(new RegExp(`/accept-invite/${inviteId}\\?email=`));
    await expect(page.getByRole("heading", { level: 1, name: `${DEMO_HOST.name} invited you` })).toBeVisible();
    await expect(page.getByText(memo)).toBeVisible();
    await expect(page.getByRole("heading", { name: "House rules" })).toBeVisible();
    const pdf = page.getByRole("link", { name: "Open the PDF in a new tab" });
    await expect(pdf).toHaveAttribute("href", `${baseURL}/legal/community-guidelines-v1.pdf`);
    await expect(pdf).toHaveAttribute("target", "_blank");
    const pdfResponse = await page.request.get(`${baseURL}/legal/community-guidelines-v1.pdf`);
    expect(pdfResponse.headers()["content-type"]).toContain("application/pdf");

    await page.getByRole("button", { name: "Agree and join" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByText("You accepted the invite. Welcome!")).toBeVisible();

    await page.goto(`/accept-invite/${inviteId}`);
    await expect(page.getByText("You accepted this invite.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Agree and join" })).toHaveCount(0);
  });

  test("a held invite brings a visitor who logs in instead back to it, and declining works", async ({ page, freshMember: member, hostToken: token }, testInfo) => {
    const inviteId = await createInvite(page.request, token, { memo: `Held invite ${testInfo.project.name}` });

    await page.goto(`/accept-invite/${inviteId}`);
    await expect(page).toHaveURL(/\/auth\/sign-up/);
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?/);
    await submitLoginForm(page, member);
    await expect(page).toHaveURL(new RegExp(`/accept-invite/${inviteId}$`));

    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByText("You declined the invite.")).toBeVisible();
  });

  test("a link that is not an invite is a not-found page", async ({ page }) => {
    // (An unknown but well-formed id is NOT_FOUND from the API: api/graphql/invites.test.ts.)
    const response = await page.goto("/accept-invite/not-an-invite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("terms", () => {
  test("a member who has not accepted the current version gets the dialog, and Update records it", async ({ page, freshMember: member, signIn }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false;
    // As if a new version had been published since this member agreed.
    await setTermsAgreement(page.request, member.email, "v0-before");

    await signIn(member);
    await expect(page).toHaveURL(/\/terms-update\?to=%2Fevents$/);
    const dialog = page.getByRole("dialog", { name: "There's something new!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Terms of Service" })).toBeVisible();
    if (js) {
      // Blocking: modal (once the page has hydrated), and Escape doesn't close it.
      await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeVisible();
    }
    // Any other member page leads back here until Update is pressed.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/terms-update\?to=%2Fprofile$/);
    const update = page.getByRole("button", { name: "Update" });
    if (js) {
      await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
      // Hydration reopens the server's open dialog as a modal: it must not move under the pointer.
      const places = await dialog.evaluate((d: HTMLDialogElement) => {
        const place = () => JSON.stringify(d.getBoundingClientRect());
        d.close();
        d.show();
        const open = place();
        d.close();
        d.showModal();
        return { open, modal: place() };
      });
      expect(places.modal).toBe(places.open);
    }

    await update.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Thanks! You accepted the updated terms.")).toBeVisible();
    await page.goto("/events");
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  });

  test("the terms and privacy pages show the documents of the current record, sanitised", async ({ page }) => {
    await page.goto("/terms-of-service");
    const doc = page.locator(".legal-document");
    await expect(doc.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(doc.getByRole("heading", { name: "2. Your account" })).toBeVisible();
    // The document's relative link to the privacy policy points at our page for it.
    await expect(doc.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(await doc.locator("script, style, iframe, [style], [onclick], [onload]").count()).toBe(0);
    await expect(page.getByText("Version v1")).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator(".legal-document").getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

    await page.goto("/facebook-data-deletion-instructions-url");
    await expect(page.getByRole("heading", { level: 1, name: "Facebook data deletion instructions" })).toBeVisible();
  });
});

test("unsubscribe from an e-mail link updates that address's subscriptions; a tampered link is refused", async ({ page, freshMember: member, outbox }) => {
  const link = await outbox.link(member.email, "/unsubscribe?token=");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email preferences" })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByLabel("Product news")).toBeChecked();
  await page.getByLabel("Product news").uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your email preferences were saved.")).toBeVisible();
  await page.goto(link);
  await expect(page.getByLabel("Product news")).not.toBeChecked();
  await expect(page.getByLabel("Event updates")).toBeChecked();

  await page.getByRole("button", { name: "Unsubscribe from all" }).click();
  await expect(page.getByText("You're unsubscribed from all optional emails.")).toBeVisible();
  await expect(page.getByLabel("Event updates")).not.toBeChecked();
  await expect(page.getByLabel("Invitations")).not.toBeChecked();

  const tampered = new URL(link);
  tampered.searchParams.set("token", `${tampered.searchParams.get("token")}x`);
  const response = await page.goto(tampered.href);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("This unsubscribe link is invalid. Use the link from your latest email.")).toBeVisible();
});

test.describe("auth modal", () => {
  test("on the public event page, Sign In, Join Now and RSVP open the modal; its forms switch, reset, and sign in", async ({ page }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, "the modal needs JavaScript; js-off has the page fallback test");
    await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
    const modal = page.locator("dialog.auth-modal");

    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(modal.getByRole("heading", { name: "Log in" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));

    await modal.getByRole("button", { name: "Sign up" }).click();
    await expect(modal.getByRole("heading", { name: "Sign up" })).toBeVisible();
    await expect(modal.getByLabel("Email address")).toBeVisible();
    await modal.getByRole("button", { name: "Login" }).click();
    await expect(modal.getByRole("heading", { name: "Log in" })).toBeVisible();

    // Type something, switch to sign-up, close: after 300 ms it is back to the initial form, empty.
    await modal.getByLabel("Email, Username, or Phone Number").fill("someone");
    await modal.getByRole("button", { name: "Sign up" }).click();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await page.waitForTimeout(400);
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(modal.getByRole("heading", { name: "Log in" })).toBeVisible();
    await expect(modal.getByLabel("Email, Username, or Phone Number")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    // The sign-up form loads after the dialog opens (held here until measured): the Close button stays where it was.
    const release = await holdRequests(page, /\/auth\/sign-up\.data/);
    await page.getByRole("link", { name: "Join Now" }).click();
    await expect(modal.getByRole("heading", { name: "Sign up" })).toBeVisible();
    await expect(modal.getByText("Loading…")).toBeVisible();
    const closeWhileLoading = await modal.getByRole("button", { name: "Close" }).boundingBox();
    release();
    await expect(modal.getByLabel("Email address")).toBeVisible();
    expect(await modal.getByRole("button", { name: "Close" }).boundingBox()).toEqual(closeWhileLoading);
    await page.unroute(/\/auth\/sign-up\.data/);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();

    await page.getByRole("button", { name: "RSVP" }).click();
    await expect(modal.getByRole("heading", { name: "Sign up" })).toBeVisible();

    // Log in from the modal: the login page's action answers, then brings us back here signed in.
    await modal.getByRole("button", { name: "Login" }).click();
    await modal.getByLabel("Email, Username, or Phone Number").fill(DEMO_ATTENDEE.email);
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByLabel("Password").fill("Wrong-password-1");
    await modal.getByRole("button", { name: "Sign In" }).click();
    await expect(modal.getByRole("alert")).toContainText("Incorrect email, username or password. Please try again.");
    await modal.getByLabel("Password").fill(DEMO_ATTENDEE.password);
    await modal.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
    await expect(page.getByLabel("Profile menu")).toBeVisible();
  });

  test("on a 360 px phone the public header keeps the product name and both buttons on one line each", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
    const header = page.locator(".public-header");
    for (const name of ["Sign In", "Join Now"]) {
      const box = await header.getByRole("link", { name, exact: true }).boundingBox();
      expect(box!.height, `${name} on one line`).toBeLessThanOrEqual(46);
    }
    const productName = header.locator(".logo span");
    const lines = await textLines(productName);
    const cut = await productName.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect({ lines, cut }).toEqual({ lines: 1, cut: false });
  });

  test("without JavaScript, Sign In and Join Now are pages that return to the event", async ({ page }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled !== false, "the page fallback is the js-off path");
    await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
    await page.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/sign-up\\?to=%2Fevents%2F${DEMO_FREE_EVENT.slug}$`));
    await page.goBack();
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?to=%2Fevents%2F${DEMO_FREE_EVENT.slug}$`));
    await submitLoginForm(page, DEMO_ATTENDEE);
    await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
    await expect(page.getByLabel("Profile menu")).toBeVisible();
  });
});
