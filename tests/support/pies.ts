// A live pie of a member's own, made through the API for a journey that needs one (the demo pie
// stays Maya's for the others): support lets the member off the waiting list, the wizard's steps
// are saved, and the free size (10,000 slices) makes it ACTIVE at once.
import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_SUPPORT } from "./demo";
import { apiSignIn, graphql } from "./members";

const JOIN_WAITING_LIST = `mutation { user { joinPieWaitingList { isInWaitingList } } }`;
const LET_OFF = `mutation ($userName: String!) { user { letOffPieWaitingList(userName: $userName) } }`;
const START = `mutation { pie { start { pieId } } }`;
const DETAILS = `mutation ($input: PieDetailsInput!) { pie { saveDetails(input: $input) { pieId } } }`;
const APPEARANCE = `mutation ($input: PieAppearanceInput!) { pie { saveAppearance(input: $input) { pieId } } }`;
const SLICES = `mutation ($input: PieSlicesInput!) { pie { saveSlices(input: $input) { pieId } } }`;
const CREATE = `mutation { pie { create { pieId operationalState } } }`;

/** A name no other run of the test will have taken. */
export const uniquePieName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)} Pie`;

/** Creates the member's live pie; answers its id. */
export async function createLivePie(request: APIRequestContext, owner: { email: string; password: string; userName: string }, name: string, bio: string): Promise<string> {
  const ownerToken = await apiSignIn(request, owner.email, owner.password);
  await graphql(request, ownerToken, JOIN_WAITING_LIST);
  const staff = await apiSignIn(request, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await graphql(request, staff, LET_OFF, { userName: owner.userName });
  await graphql(request, ownerToken, START);
  await graphql(request, ownerToken, DETAILS, { input: { displayName: name, bio } });
  await graphql(request, ownerToken, APPEARANCE, { input: { background: "sunrise", napkin: "red", crust: "golden", filling: "cherry" } });
  await graphql(request, ownerToken, SLICES, { input: { maxSlices: 10_000, issuedSlices: 100, slicePriceCents: 100 } });
  const created = await graphql<{ pie: { create: { pieId: string; operationalState: string } } }>(request, ownerToken, CREATE);
  expect(created.pie.create.operationalState).toBe("ACTIVE");
  return created.pie.create.pieId;
}
