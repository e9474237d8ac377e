// E2E helpers. Import from "../support" in tests/e2e/*.spec.ts.
export { readOutbox, latestMessage, codeFrom, linkFrom, type OutboxMessage, type ReadOutboxOptions } from "./outbox";
export { uniqueEmail } from "./data";
export { hostEvent, SETTINGS_NOTHING_OPTED_IN, type HostedEventOptions } from "./events";
export { DEMO_HOST, DEMO_ATTENDEE, DEMO_SUPPORT, DEMO_FREE_EVENT, DEMO_LIMITED_EVENT, DEMO_APPROVAL_EVENT, DEMO_PAID_EVENT, DEMO_LOS_ANGELES_EVENT } from "./demo";
export {
  apiSignIn,
  createInvite,
  createMember,
  graphql,
  setTermsAgreement,
  turnOnTwoFactor,
  verifyPhoneNumber,
  MEMBER_PASSWORD,
  type Member,
  type MemberDetails,
} from "./members";
export { skipA11yCheck } from "./a11y";
export { textLines } from "./layout";
export { test, expect, submitLoginForm, type Credentials, type Fixtures, type MemberProfile, type Outbox } from "./fixtures";
export { holdRequests } from "./network";
