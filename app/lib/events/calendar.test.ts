import { createEvent } from "ics";
import { describe, expect, it } from "vitest";
import {
  calendarDetails,
  calendarFilePath,
  eventPageUrl,
  googleCalendarUrl,
  icsEventAttributes,
  mapSearchUrl,
  offersCalendar,
  outlookCalendarUrl,
  shortenText,
  utcBasic,
  utcIso,
  type CalendarEvent,
} from "./calendar";

const URL_OF_EVENT = "https://gatherly.example/events/jazz-and-more";
const SITE = { eventUrl: URL_OF_EVENT, productName: "Gatherly", host: "gatherly.example" };

// 7:30 PM in New York on Dec 12 is 00:30 UTC on Dec 13: the links must say the UTC day.
const event: CalendarEvent = {
  eventId: "evt_123",
  slug: "jazz-and-more",
  displayName: "Jazz & Blues: Night #1 + friends",
  description: "Two sets.\n\nDoors at 7:30 — bring ID?",
  startDate: "2026-12-12T19:30:00.000-05:00",
  endDate: "2026-12-13T04:00:00.000Z",
  status: "PUBLISHED",
  location: { address: "230 Fifth Ave, New York, NY 10001", latitude: 40.7441, longitude: -73.9882 },
};
const hidden: CalendarEvent = {
  ...event,
  location: { address: null, latitude: null, longitude: null },
};

describe("event links", () => {
  it("builds the absolute event URL and the .ics path", () => {
    expect(eventPageUrl("https://gatherly.example/", "jazz-and-more")).toBe(URL_OF_EVENT);
    expect(calendarFilePath("jazz-and-more")).toBe("/events/jazz-and-more/calendar.ics");
  });

  it("writes instants in UTC", () => {
    expect(utcIso(event.startDate)).toBe("2026-12-13T00:30:00Z");
    expect(utcBasic(event.startDate)).toBe("20261213T003000Z");
    expect(utcBasic(event.endDate)).toBe("20261213T040000Z");
    expect(() => utcIso("not a date")).toThrow(RangeError);
  });

  it("shortens a long description at a word, and always ends with the event's link", () => {
    const long = `${"word ".repeat(200)}end`;
    const short = shortenText(long);
    expect(short.length).toBeLessThanOrEqual(300);
    expect(short.endsWith("…")).toBe(true);
    expect(short).not.toMatch(/wor…$/);
    expect(calendarDetails({ description: "  Two\n lines " }, URL_OF_EVENT)).toBe(`Two lines\n\n${URL_OF_EVENT}`);
    expect(calendarDetails({ description: null }, URL_OF_EVENT)).toBe(URL_OF_EVENT);
  });
});

describe("Google Calendar", () => {
  it("is an encoded TEMPLATE link with the title, UTC dates, details and location", () => {
    const link = new URL(googleCalendarUrl(event, URL_OF_EVENT));
    expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(link.searchParams.get("action")).toBe("TEMPLATE");
    // "&", "#" and "+" survive the trip: they are percent-encoded, not read as separators.
    expect(link.searchParams.get("text")).toBe(event.displayName);
    expect(link.search).toContain("text=Jazz%20%26%20Blues%3A%20Night%20%231%20%2B%20friends");
    expect(link.searchParams.get("dates")).toBe("20261213T003000Z/20261213T040000Z");
    expect(link.searchParams.get("details")).toBe(`Two sets. Doors at 7:30 — bring ID?\n\n${URL_OF_EVENT}`);
    expect(link.searchParams.get("location")).toBe("230 Fifth Ave, New York, NY 10001");
  });

  it("leaves the location out when the viewer may not see it", () => {
    const link = new URL(googleCalendarUrl(hidden, URL_OF_EVENT));
    expect(link.searchParams.has("location")).toBe(false);
    expect(link.href).not.toContain("Fifth");
  });
});

describe("Outlook", () => {
  it("is an encoded compose deep link with UTC times", () => {
    const link = new URL(outlookCalendarUrl(event, URL_OF_EVENT));
    expect(link.host).toBe("outlook.live.com");
    expect(link.searchParams.get("rru")).toBe("addevent");
    expect(link.searchParams.get("path")).toBe("/calendar/action/compose");
    expect(link.searchParams.get("subject")).toBe(event.displayName);
    expect(link.searchParams.get("startdt")).toBe("2026-12-13T00:30:00Z");
    expect(link.searchParams.get("enddt")).toBe("2026-12-13T04:00:00Z");
    expect(link.searchParams.get("location")).toBe("230 Fifth Ave, New York, NY 10001");
    // Spaces as %20: Outlook would show a "+" as it is.
    expect(link.search).not.toContain("+");
  });

  it("leaves the location out when the viewer may not see it", () => {
    expect(new URL(outlookCalendarUrl(hidden, URL_OF_EVENT)).searchParams.has("location")).toBe(false);
  });
});

describe("map link", () => {
  it("searches by coordinates when there are some, otherwise by the encoded address", () => {
    expect(mapSearchUrl(event)).toBe("https://www.google.com/maps/search/?api=1&query=40.7441%2C-73.9882");
    const byAddress = mapSearchUrl({ location: { address: "12 Rue de Charonne, Paris & co", latitude: null, longitude: null } });
    expect(byAddress).toBe("https://www.google.com/maps/search/?api=1&query=12%20Rue%20de%20Charonne%2C%20Paris%20%26%20co");
  });

  it("is absent when no location is visible", () => {
    expect(mapSearchUrl(hidden)).toBeNull();
    expect(mapSearchUrl({ location: null })).toBeNull();
    expect(mapSearchUrl({ location: { address: "   " } })).toBeNull();
  });
});

describe(".ics attributes", () => {
  it("make a VEVENT with the title, UTC times, URL, location and a stable UID", () => {
    const attributes = icsEventAttributes(event, SITE);
    expect(attributes).toMatchObject({ uid: "event-evt_123@gatherly.example", title: event.displayName, url: URL_OF_EVENT, status: "CONFIRMED" });
    const { error, value } = createEvent(attributes);
    expect(error).toBeNull();
    const text = (value ?? "").replace(/\r\n[ \t]/g, "");
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("DTSTART:20261213T003000Z");
    expect(text).toContain("DTEND:20261213T040000Z");
    expect(text).toContain("LOCATION:230 Fifth Ave\\, New York\\, NY 10001");
    expect(text).toContain("GEO:40.7441;-73.9882");
  });

  it("leave the location out when the viewer may not see it", () => {
    const attributes = icsEventAttributes(hidden, SITE);
    expect(attributes).not.toHaveProperty("location");
    expect(attributes).not.toHaveProperty("geo");
    expect(createEvent(attributes).value).not.toContain("LOCATION");
  });

  it("mark a cancelled event CANCELLED, and the page offers no calendar for it", () => {
    const cancelled = { ...event, status: "CANCELLED" };
    expect(offersCalendar(cancelled)).toBe(false);
    expect(offersCalendar(event)).toBe(true);
    expect(createEvent(icsEventAttributes(cancelled, SITE)).value).toContain("STATUS:CANCELLED");
  });
});
