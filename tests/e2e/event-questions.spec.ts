// Question requirements: the host's Questions tab, and a member answering before an RSVP
// (a required question left empty is refused at its field, with what was typed kept).
import { expect, graphql, hostEvent, SETTINGS_NOTHING_OPTED_IN, test } from "../support";

const SAVE_QUESTIONS = `mutation ($eventId: ID!, $questions: [QuestionRequirementInput!]!) { event { saveQuestions(eventId: $eventId, optInQuestionRequirements: true, questions: $questions) { eventId } } }`;

function publishedEvent(request: Parameters<typeof hostEvent>[0], token: string, name: string) {
  return hostEvent(request, token, { name, eventType: "WORKSHOP", startsInDays: 9, timeZone: "America/Chicago", tickets: [{ ticketType: "Place" }] });
}

test("the host adds a required question on the Questions tab, and removes one by clearing it", async ({ page, request, hostToken, host: _signedIn }) => {
  const { eventId } = await publishedEvent(request, hostToken, `Pottery Basics ${Date.now()}`);
  await page.goto(`/events/edit/${eventId}?tab=questions`);
  await page.getByLabel("Ask guests these questions before they get a ticket").check();
  const adding = page.getByRole("group", { name: "Add a question" });
  await adding.getByLabel("Question", { exact: true }).fill("Have you used a wheel before?");
  await adding.getByLabel("Required").check();
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("The questions were saved.").first()).toBeVisible();
  const first = page.getByRole("group", { name: "Question 1" });
  await expect(first.getByLabel("Question", { exact: true })).toHaveValue("Have you used a wheel before?");
  await expect(first.getByLabel("Required")).toBeChecked();
  await expect(page.getByRole("group", { name: "Add a question" })).toBeVisible();

  await first.getByLabel("Question", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("The questions were saved.").first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Question 1" })).toHaveCount(0);
});

test("a member answers the host's required question to RSVP; left empty, it is asked at its field", async ({ page, request, hostToken, member: _signedIn }) => {
  const { eventId, slug } = await publishedEvent(request, hostToken, `Sourdough Class ${Date.now()}`);
  await graphql(request, hostToken, SAVE_QUESTIONS, {
    eventId,
    questions: [
      { question: "Any allergies?", isRequired: true, showPublicTickets: true, showPrivateTickets: true },
      { question: "What do you want to bake?", isRequired: false, showPublicTickets: true, showPrivateTickets: true },
    ],
  });

  await page.goto(`/events/${slug}`);
  await page.getByLabel("What do you want to bake? (optional)").fill("Rye");
  await page.getByRole("button", { name: "RSVP" }).click();
  const allergies = page.getByLabel("Any allergies?");
  await expect(allergies).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please answer this question.")).toBeVisible();
  await expect(page.getByLabel("What do you want to bake? (optional)")).toHaveValue("Rye");

  await allergies.fill("Sesame");
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
});

const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { eventId } } }`;

test("a member must accept the host's waiver to RSVP; without the box ticked it is asked at the box", async ({ page, request, hostToken, member: _signedIn }) => {
  const { eventId, slug } = await publishedEvent(request, hostToken, `Bouldering Intro ${Date.now()}`);
  await graphql(request, hostToken, SETTINGS, {
    eventId,
    input: {
      ...SETTINGS_NOTHING_OPTED_IN,
      optInDisclosureOrPrivacyPolicy: true,
      disclosureTitle: "Climbing waiver",
      disclosureFileUrl: "https://example.com/climbing-waiver.pdf",
    },
  });

  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("link", { name: /Climbing waiver/ })).toHaveAttribute("href", "https://example.com/climbing-waiver.pdf");
  await page.getByRole("button", { name: "RSVP" }).click();
  const box = page.getByRole("checkbox", { name: /I have read and accept the Climbing waiver/ });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please accept the Climbing waiver to continue.")).toBeVisible();
  await box.check();
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
});
