import { describe, expect, test } from "vitest";
import { defaultEventStart } from "../../../contract/events/editor";
import { eventEditorMessages } from "../../../contract/events/messages";
import { defaultEventTimes, eventInfoSchema, instantOf, localTimeOf } from "./editor";

describe("the default start (spec 2 §2): now + 15 minutes, rounded to the nearest 15", () => {
  test.each([
    ["2026-11-23T10:00:00Z", "2026-11-23T10:15:00.000Z"],
    ["2026-11-23T10:07:00Z", "2026-11-23T10:15:00.000Z"],
    ["2026-11-23T10:08:00Z", "2026-11-23T10:30:00.000Z"],
    ["2026-11-23T23:53:00Z", "2026-11-24T00:15:00.000Z"],
  ])("at %s it is %s", (now, expected) => {
    expect(defaultEventStart(new Date(now)).toISOString()).toBe(expected);
  });

  test("it is always in the future", () => {
    for (let minute = 0; minute < 60; minute++) {
      const now = new Date(Date.UTC(2026, 10, 23, 10, minute, 59));
      expect(defaultEventStart(now).getTime()).toBeGreaterThan(now.getTime());
    }
  });

  test("the form shows it, and the end 3 hours later, on the event zone's wall clock", () => {
    expect(defaultEventTimes(new Date("2026-11-23T18:00:00Z"), "America/Los_Angeles")).toEqual({ start: "2026-11-23T10:15", end: "2026-11-23T13:15" });
  });
});

describe("wall-clock times in the event's zone", () => {
  test("the same wall clock is a different instant in another zone", () => {
    expect(instantOf("2027-06-12T19:00", "America/New_York")?.toISOString()).toBe("2027-06-12T23:00:00.000Z");
    expect(instantOf("2027-06-12T19:00", "Europe/Lisbon")?.toISOString()).toBe("2027-06-12T18:00:00.000Z");
  });

  test("round trip, across a daylight-saving change", () => {
    for (const local of ["2027-03-14T01:30", "2027-03-14T03:30", "2027-11-07T00:45"]) {
      const instant = instantOf(local, "America/New_York")!;
      expect(localTimeOf(instant, "America/New_York")).toBe(local);
    }
  });

  test("text that is not a time is no instant", () => {
    expect(instantOf("tomorrow", "UTC")).toBeNull();
    expect(instantOf("2027-13-40T99:00", "UTC")).toBeNull();
  });
});

describe("the Info form's rules", () => {
  const valid = { eventType: "PARTY", displayName: "Launch", start: "2027-06-12T19:00", end: "2027-06-12T22:00", timeZone: "America/New_York" };

  test("a complete form passes; unticked boxes are false", () => {
    const parsed = eventInfoSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ isPrivate: false, isListed: false, locationOnlyForApproved: false });
  });

  test("a name is required, and the end may not come before the start", () => {
    const parsed = eventInfoSchema.safeParse({ ...valid, displayName: " ", end: "2027-06-12T18:00" });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ displayName: "Give the event a name.", end: "The event must end after it starts." });
  });

  test("dates stay in a sane range: an end at the start, a start more than 5 years ahead, more than 90 days long", () => {
    const messagesOf = (form: Record<string, string>) => {
      const parsed = eventInfoSchema.safeParse({ ...valid, ...form });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(messagesOf({ end: valid.start })).toEqual({ end: eventEditorMessages.endBeforeStart });
    const farYear = new Date().getUTCFullYear() + 6;
    expect(messagesOf({ start: `${farYear}-06-12T19:00`, end: `${farYear}-06-12T22:00` })).toEqual({ start: eventEditorMessages.startTooFar });
    expect(messagesOf({ start: "10000-01-01T00:00" })).toMatchObject({ start: eventEditorMessages.startRequired });
    expect(messagesOf({ end: "2027-09-11T19:01" })).toEqual({ end: eventEditorMessages.tooLong });
    expect(messagesOf({ end: "2027-09-10T19:00" })).toEqual({});
  });
});
