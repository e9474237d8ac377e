// Question requirements: the host's Questions tab, and a member answering before an RSVP
// (a required question left empty is refused at its field, with what was typed kept).
import { disclosureMessages } from "../../contract/events/messages";
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

test("a buyer answers the host's question and accepts the waiver at checkout, saved with the order; refused, what was typed and ticked stays", async ({ page, request, hostToken, member: _signedIn }) => {
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Kiln Night ${Date.now()}`,
    eventType: "WORKSHOP",
    startsInDays: 10,
    timeZone: "America/Chicago",
    tickets: [{ ticketType: "Studio Seat", kind: "PAID", price: 2500 }],
  });
  await graphql(request, hostToken, SAVE_QUESTIONS, {
    eventId,
    questions: [
      { question: "Any allergies?", isRequired: true, showPublicTickets: true, showPrivateTickets: true },
      { question: "What will you glaze?", isRequired: false, showPublicTickets: true, showPrivateTickets: true },
    ],
  });
  await graphql(request, hostToken, SETTINGS, {
    eventId,
    input: { ...SETTINGS_NOTHING_OPTED_IN, optInDisclosureOrPrivacyPolicy: true, disclosureTitle: "Studio rules", disclosureFileUrl: "https://example.com/studio-rules.pdf" },
  });

  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "Buy Studio Seat" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await page.getByLabel("What will you glaze? (optional)").fill("A mug");
  const box = page.getByRole("checkbox", { name: /I have read and accept the Studio rules/ });
  await box.check();
  await page.getByRole("button", { name: /^Pay / }).click();
  const allergies = page.getByLabel("Any allergies?");
  await expect(allergies).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please answer this question.")).toBeVisible();
  // Nothing of the refused order was saved, and nothing typed is lost.
  await expect(page.getByLabel("What will you glaze? (optional)")).toHaveValue("A mug");
  await expect(box).toBeChecked();

  await allergies.fill("None");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  // The answer and the acceptance came with the order: a second checkout shows them as given.
  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "Buy Studio Seat" }).click();
  await expect(page.getByLabel("Any allergies?")).toHaveValue("None");
  await expect(page.getByText(disclosureMessages.accepted)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /I have read and accept the Studio rules/ })).toHaveCount(0);
});
