// Pies through the API: the creation wizard's steps on a draft, Create pie → PENDING → paid at
// the sandbox → ACTIVE once (slices issued in the ledger, the owner told), whatever the number
// of reports; canCreatePies; who may change a pie; unique addresses.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { pieMessages } from "../../contract/pies/messages.js";
import { appearanceVersion } from "../../contract/pies/appearance-version.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { notifications, pies, pieSliceEntries, users } from "../db/schema.js";
import { applyPieCreationOutcome, pieCreationReference } from "./domain/settlement.js";

let api: TestApi;
let owner: AuthInfo;
let stranger: AuthInfo;

const FIELDS =
  "pieId displayName slug bio maxSlices issuedSlices availableSlices slicePrice { cents currency } creationPrice { cents currency } appearance { layer value imageUrl } appearanceVersion onBoardingProcess operationalState initialOffer { minimumPurchaseVolume maximumPurchaseVolume purchaseMultiple } userPermissions createdBy { userId }";
const START = `mutation { pie { start { ${FIELDS} } } }`;
const DETAILS = `mutation ($input: PieDetailsInput!) { pie { saveDetails(input: $input) { ${FIELDS} } } }`;
const UPDATE = `mutation ($pieId: ID!, $input: PieDetailsInput!) { pie { updateDetails(pieId: $pieId, input: $input) { displayName } } }`;
const APPEARANCE = `mutation ($input: PieAppearanceInput!) { pie { saveAppearance(input: $input) { ${FIELDS} } } }`;
const SLICES = `mutation ($input: PieSlicesInput!) { pie { saveSlices(input: $input) { ${FIELDS} } } }`;
const CREATE = `mutation { pie { create { ${FIELDS} } } }`;
const CHECKOUT = `mutation { pie { checkout { checkoutUrl pie { operationalState } } } }`;
const MY_PIE = `query { pie { myPie { ${FIELDS} } } }`;
const PUBLIC = `query ($idOrSlug: String!) { pie { bySlugOrId(idOrSlug: $idOrSlug) { ${FIELDS} } } }`;
const CARD = {
  number: "4242 4242 4242 4242",
  expiry: "12/40",
  cvc: "123",
  name: "Pie Owner",
};
const LOOK = {
  background: "sunrise",
  napkin: "red",
  crust: "golden",
  filling: "cherry",
  fork: "silver",
};

async function canCreatePies(userId: string) {
  await api.platform.deps.db.update(users).set({ canCreatePies: true }).where(eq(users.id, userId));
}
async function call(query: string, token: string, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, { token })).body;
}
async function ok(query: string, token: string, variables: Record<string, unknown> = {}) {
  const body = await call(query, token, variables);
  expect(body.errors).toBeUndefined();
  return body.data.pie;
}

/** A draft through every step, up to the Summary. */
async function draftToSummary(member: AuthInfo, name: string, maxSlices = 100_000) {
  await canCreatePies(member.userId);
  await ok(START, member.token);
  await ok(DETAILS, member.token, {
    input: { displayName: name, bio: "Fresh from the oven." },
  });
  await ok(APPEARANCE, member.token, { input: LOOK });
  return (
    await ok(SLICES, member.token, {
      input: { maxSlices, issuedSlices: 500, slicePriceCents: 250 },
    })
  ).saveSlices;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  stranger = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the creation wizard", () => {
  test("only a member who may create pies starts one", async () => {
    const refused = await call(START, stranger.token);
    expect(refused.errors[0]).toMatchObject({
      message: pieMessages.cannotCreate,
      extensions: { code: "AUTH_NOT_AUTHORIZED" },
    });
    expect((await call(MY_PIE, stranger.token)).data.pie.myPie).toBeNull();
  });

  test("draft → steps → create → pending → paid → active, once however often the payment is reported", async () => {
    await canCreatePies(owner.userId);
    const started = (await ok(START, owner.token)).start;
    expect(started).toMatchObject({
      onBoardingProcess: "DETAILS",
      operationalState: "DRAFT",
      displayName: null,
    });
    // A later step before the earlier ones is refused.
    expect((await call(APPEARANCE, owner.token, { input: LOOK })).errors[0].message).toBe(pieMessages.stepMissing);

    const details = (
      await ok(DETAILS, owner.token, {
        input: { displayName: "Cherry Bakery", bio: "Pies at dawn." },
      })
    ).saveDetails;
    expect(details).toMatchObject({
      displayName: "Cherry Bakery",
      onBoardingProcess: "APPEARANCE",
    });
    expect(details.slug).toMatch(/^cherry-bakery-[0-9a-f]{4}$/);

    const missing = await call(APPEARANCE, owner.token, {
      input: { ...LOOK, filling: "" },
    });
    expect(missing.errors[0].extensions.fields).toEqual({
      filling: pieMessages.layerRequired("Filling"),
    });
    const odd = await call(APPEARANCE, owner.token, {
      input: { ...LOOK, crust: "plastic" },
    });
    expect(odd.errors[0].extensions.fields).toEqual({
      crust: pieMessages.layerInvalid,
    });
    expect(details.appearanceVersion).toBeNull();
    // The appearance's version names its layers: another crust is another version (a picture's address is keyed on it).
    const darker = (await ok(APPEARANCE, owner.token, { input: { ...LOOK, crust: "dark" } })).saveAppearance;
    const look = (await ok(APPEARANCE, owner.token, { input: LOOK })).saveAppearance;
    expect(look.appearanceVersion).toBe(appearanceVersion(look.appearance));
    expect(darker.appearanceVersion).toBe(appearanceVersion(darker.appearance));
    expect(look.appearanceVersion).not.toBe(darker.appearanceVersion);
    expect(look.onBoardingProcess).toBe("SLICES");
    expect(look.appearance.map((layer: { layer: string }) => layer.layer)).toEqual(["background", "napkin", "crust", "filling", "fork"]);
    expect(look.appearance[0].imageUrl).toBe("/pies/layers/background-sunrise.svg");

    const over = await call(SLICES, owner.token, {
      input: {
        maxSlices: 100_000,
        issuedSlices: 100_001,
        slicePriceCents: 250,
      },
    });
    expect(over.errors[0].extensions.fields).toEqual({
      issuedSlices: pieMessages.slicesOverMax,
    });
    const tooDear = await call(SLICES, owner.token, {
      input: { maxSlices: 100_000, issuedSlices: 10, slicePriceCents: 100_001 },
    });
    expect(tooDear.errors[0].extensions.fields).toEqual({
      slicePrice: pieMessages.numberRange,
    });
    const notATier = await call(SLICES, owner.token, {
      input: { maxSlices: 12_345, issuedSlices: 10, slicePriceCents: 100 },
    });
    expect(notATier.errors[0].extensions.fields).toEqual({
      maxSlices: pieMessages.maxSlicesInvalid,
    });
    const slices = (
      await ok(SLICES, owner.token, {
        input: {
          maxSlices: 100_000,
          issuedSlices: 2_000,
          slicePriceCents: 250,
        },
      })
    ).saveSlices;
    expect(slices).toMatchObject({
      onBoardingProcess: "SUMMARY",
      slicePrice: { cents: 250, currency: "USD" },
      initialOffer: {
        minimumPurchaseVolume: 1,
        maximumPurchaseVolume: 2_000,
        purchaseMultiple: 1,
      },
    });

    // Not public before it is active.
    expect((await call(PUBLIC, stranger.token, { idOrSlug: details.slug })).errors[0].extensions.code).toBe("NOT_FOUND");

    const created = (await ok(CREATE, owner.token)).create;
    expect(created).toMatchObject({
      operationalState: "PENDING",
      onBoardingProcess: "SUMMARY",
      creationPrice: { cents: 1000, currency: "USD" },
      availableSlices: 0,
    });
    // Its steps are closed now.
    expect((await call(DETAILS, owner.token, { input: { displayName: "Other" } })).errors[0].message).toBe(pieMessages.notDraft);

    const { checkoutUrl } = (await ok(CHECKOUT, owner.token)).checkout;
    const checkoutId = new URL(checkoutUrl).pathname.split("/").pop()!;
    const page = await fetch(`${api.url}/dev/payments/${checkoutId}`).then((r) => r.json());
    expect(page).toMatchObject({ amountCents: 1000, currency: "USD" });
    expect((await api.post(`/dev/payments/${checkoutId}/pay`, CARD)).body.status).toBe("paid");

    const active = (await ok(MY_PIE, owner.token)).myPie;
    expect(active).toMatchObject({
      operationalState: "ACTIVE",
      onBoardingProcess: "COMPLETE",
      issuedSlices: 2_000,
      availableSlices: 2_000,
    });
    expect(active.userPermissions).toHaveLength(22);

    // The report again (a redelivered webhook): nothing more happens.
    const outcome = {
      kind: "paid" as const,
      checkoutId,
      reference: pieCreationReference(active.pieId),
      paymentId: "pi_again",
      amountCents: 1000,
      currency: "USD",
      paymentMethod: null,
    };
    await applyPieCreationOutcome(api.platform.deps, outcome);
    await Promise.all([applyPieCreationOutcome(api.platform.deps, outcome), applyPieCreationOutcome(api.platform.deps, outcome)]);
    const entries = await api.platform.deps.db.select().from(pieSliceEntries).where(eq(pieSliceEntries.pieId, active.pieId));
    expect(entries).toEqual([
      expect.objectContaining({
        debitAccount: "AVAILABLE",
        creditAccount: "ISSUER",
        amount: 2_000,
        reason: "ISSUANCE",
      }),
    ]);
    const told = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, owner.userId));
    expect(told.filter((n) => n.type === "CreatePie")).toHaveLength(1);
    expect(told.find((n) => n.type === "CreatePie")?.properties).toMatchObject({
      PieId: active.pieId,
      PieName: "Cherry Bakery",
    });

    // Public now, by slug or id, signed out too.
    const shown = (await ok(PUBLIC, "", { idOrSlug: details.slug })).bySlugOrId;
    expect(shown).toMatchObject({
      pieId: active.pieId,
      availableSlices: 2_000,
      userPermissions: [],
      createdBy: { userId: owner.userId },
    });
    expect((await ok(PUBLIC, stranger.token, { idOrSlug: active.pieId })).bySlugOrId.displayName).toBe("Cherry Bakery");
  });

  test("a payment of another amount, or a report about an unknown pie, activates nothing", async () => {
    const member = await createVerifiedUser(api);
    await draftToSummary(member, "Odd Amounts");
    const pending = (await ok(CREATE, member.token)).create;
    await applyPieCreationOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: "x",
      reference: pieCreationReference(pending.pieId),
      paymentId: "pi_x",
      amountCents: 999,
      currency: "USD",
      paymentMethod: null,
    });
    await applyPieCreationOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: "x",
      reference: pending.pieId,
      paymentId: "pi_y",
      amountCents: 1000,
      currency: "USD",
      paymentMethod: null,
    });
    expect((await ok(MY_PIE, member.token)).myPie.operationalState).toBe("PENDING");
  });

  test("a pie of the free tier is active at once, without a checkout", async () => {
    const member = await createVerifiedUser(api);
    await draftToSummary(member, "Free Pie", 10_000);
    const created = (await ok(CREATE, member.token)).create;
    expect(created).toMatchObject({
      operationalState: "ACTIVE",
      onBoardingProcess: "COMPLETE",
      creationPrice: { cents: 0 },
      availableSlices: 500,
    });
    expect((await ok(CHECKOUT, member.token)).checkout.checkoutUrl).toBeNull();
  });

  test("leaving the wizard discards a draft whose Details were never saved, and only that", async () => {
    const member = await createVerifiedUser(api);
    await canCreatePies(member.userId);
    await ok(START, member.token);
    expect((await ok(`mutation { pie { discardEmptyDraft } }`, member.token)).discardEmptyDraft).toBe(true);
    expect((await ok(MY_PIE, member.token)).myPie).toBeNull();
    await ok(START, member.token);
    await ok(DETAILS, member.token, { input: { displayName: "Kept Draft" } });
    expect((await ok(`mutation { pie { discardEmptyDraft } }`, member.token)).discardEmptyDraft).toBe(false);
    expect((await ok(MY_PIE, member.token)).myPie.displayName).toBe("Kept Draft");
  });
});

describe("addresses and permissions", () => {
  test("a pie address is unique", async () => {
    const first = await createVerifiedUser(api);
    const second = await createVerifiedUser(api);
    for (const member of [first, second]) {
      await canCreatePies(member.userId);
      await ok(START, member.token);
    }
    await ok(DETAILS, first.token, {
      input: { displayName: "Twin", slug: "twin-pie-address" },
    });
    const taken = await call(DETAILS, second.token, {
      input: { displayName: "Twin", slug: "twin-pie-address" },
    });
    expect(taken.errors[0]).toMatchObject({
      message: pieMessages.slugTaken,
      extensions: { code: "CONFLICT", fields: { slug: pieMessages.slugTaken } },
    });
  });

  test("a stranger cannot change someone's pie; its owner can", async () => {
    const member = await createVerifiedUser(api);
    await draftToSummary(member, "Guarded Pie", 10_000);
    const pie = (await ok(CREATE, member.token)).create;
    const refused = await call(UPDATE, stranger.token, {
      pieId: pie.pieId,
      input: { displayName: "Mine now" },
    });
    expect(refused.errors[0]).toMatchObject({
      message: pieMessages.notAllowed,
      extensions: { code: "AUTH_NOT_AUTHORIZED" },
    });
    expect(
      (
        await ok(UPDATE, member.token, {
          pieId: pie.pieId,
          input: { displayName: "Guarded Pie 2", bio: "Fresh from the oven." },
        })
      ).updateDetails.displayName,
    ).toBe("Guarded Pie 2");
    const [row] = await api.platform.deps.db.select().from(pies).where(eq(pies.id, pie.pieId));
    expect(row?.displayName).toBe("Guarded Pie 2");
  });
});
