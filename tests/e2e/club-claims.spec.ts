// Claims a manager approves (ADR 0079): a fresh member of Maya's club claims its survey rule on
// the club's offers page (an empty note is refused beside its field), sees it waiting, and has an
// invite link on the club page; Maya approves it on the rule's claims page; the member's
// /rep-points/my-points history shows the rule and what was claimed, and the card shows it
// approved. A friend who opens a member's invite link signed out keeps it through sign-in and,
// joining, earns the member the invite rule. Fresh members per run, so the journey runs twice on one server. JavaScript on and off.
import { randomBytes } from "node:crypto";
import { DEMO_CLUB, DEMO_HOST, DEMO_OFFERS } from "../support/demo";
import { apiSignIn, createMember, expect, graphql, submitLoginForm, test } from "../support";

test("a member claims a survey rule, a manager approves it, and the points show in the member's history", async ({ page, context, request, signIn, hostToken }) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: DEMO_CLUB.slug });
  const clubId = club.bySlug.clubId;
  const member = await createMember(request, "claims", { name: "Kai Moreno" });
  const { token } = await (await request.post("/api/auth/password/sign-in", { data: { userName: member.email, password: member.password } })).json();
  await graphql(request, token, `mutation ($clubId: ID!) { club { join(clubId: $clubId) { clubId } } }`, { clubId });
  const note = `Answered the five questions ${randomBytes(3).toString("hex")}`;

  // The member claims the survey rule on its card.
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  const invite = page.getByRole("region", { name: "Invite friends" });
  // The member's own code for the club (ADR 0087), not their user name.
  const { club: mine } = await graphql<{ club: { byId: { myInviteCode: string } } }>(request, token, `query ($clubId: ID!) { club { byId(clubId: $clubId) { myInviteCode } } }`, { clubId });
  expect(mine.byId.myInviteCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await expect(invite.getByLabel("Your invite link")).toHaveValue(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}\\?join=1&ref=${mine.byId.myInviteCode}$`));
  // What the link earns: the club's live invite rule (the demo's "Bring a friend", 25 points).
  await expect(invite.getByText("When someone joins through your link, you earn 25 points.")).toBeVisible();
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/offers`);
  const card = page.getByRole("group", { name: DEMO_OFFERS.survey });
  // Blank words and a link that is not one: the server's answer beside each field, what was typed kept.
  await card.getByLabel("What you did").fill("   ");
  await card.getByLabel("Link (optional)").fill("not a link");
  await card.getByRole("button", { name: "Claim these points" }).click();
  await expect(card.getByText("Say what you did.")).toBeVisible();
  await expect(card.getByText("Enter an https link.")).toBeVisible();
  await expect(card.getByLabel("Link (optional)")).toHaveValue("not a link");
  await card.getByLabel("What you did").fill(note);
  await card.getByLabel("Link (optional)").fill("https://mayas-night-owls.example/survey/done");
  await card.getByRole("button", { name: "Claim these points" }).click();
  await expect(page.getByText("Claimed. A manager of the club will look at it.")).toBeVisible();
  await expect(card.getByText("Your claim is waiting for a manager.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Claim these points" })).toHaveCount(0);

  // Maya approves it from the rule's detail page.
  const { club: managed } = await graphql<{ club: { offers: { offerId: string; title: string }[] } }>(request, hostToken, `query ($clubId: ID!) { club { offers(clubId: $clubId) { offerId title } } }`, { clubId });
  const surveyId = managed.offers.find((offer) => offer.title === DEMO_OFFERS.survey)!.offerId;
  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}/offer/detail/${surveyId}`);
  await page.getByRole("link", { name: "Claims to approve" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Claims for "${DEMO_OFFERS.survey}"` })).toBeVisible();
  const decision = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `@${member.userName}` }) });
  await expect(decision.getByText(note)).toBeVisible();
  await decision.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`Approved: @${member.userName} received the points.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Decided" }).getByText(`@${member.userName}: ${note} — approved`)).toBeVisible();

  // The member reads the rule and the claim in their history, and the card says approved.
  await context.clearCookies();
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/rep-points/my-points");
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history.filter({ hasText: `${DEMO_OFFERS.survey}: ${note}` })).toContainText("+30");
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/offers`);
  await expect(card.getByText("Your claim was approved: 30 points.")).toBeVisible();
  // The survey is once per member: no form to claim it again.
  await expect(card.getByRole("button", { name: "Claim these points" })).toHaveCount(0);
});

test("a friend opens a member's invite link signed out, signs in and joins: the member earns the invite rule", async ({ page, request, hostToken }) => {
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: DEMO_CLUB.slug });
  const inviter = await createMember(request, "inviter", { name: "Noa Berg" });
  const inviterToken = await apiSignIn(request, inviter.email, inviter.password);
  await graphql(request, inviterToken, `mutation ($clubId: ID!) { club { join(clubId: $clubId) { clubId } } }`, { clubId: club.bySlug.clubId });
  const { club: mine } = await graphql<{ club: { byId: { myInviteCode: string } } }>(request, inviterToken, `query ($clubId: ID!) { club { byId(clubId: $clubId) { myInviteCode } } }`, { clubId: club.bySlug.clubId });
  const code = mine.byId.myInviteCode;
  const friend = await createMember(request, "invited", { name: "Ari Chen" });

  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}?join=1&ref=${code}`);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?to=/);
  await page.getByRole("link", { name: "Login" }).click();
  await submitLoginForm(page, friend);
  // Back on the club page with the invite code still in the address; one press joins.
  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}\\?join=1&ref=${code}$`));
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText(`Welcome to ${DEMO_CLUB.name}!`)).toBeVisible();

  const history = await graphql<{ club: { myPointsHistory: { nodes: { amount: number; reason: string }[] } } }>(
    request,
    inviterToken,
    `query ($clubId: ID) { club { myPointsHistory(clubId: $clubId) { nodes { amount reason } } } }`,
    { clubId: club.bySlug.clubId },
  );
  expect(history.club.myPointsHistory.nodes).toContainEqual({ amount: 25, reason: `${DEMO_OFFERS.invite}: @${friend.userName} joined through your invite` });
});
