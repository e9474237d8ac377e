// The door's texts and constants (spec 2 §3 scanning zones, §4 check-in, §7 scan). The spec
// names the scan's answers but not their wording ("Scan failure wording ... not shown"):
// these words are ours, shown large at the door, and used by the web app and the API alike.

/** What a scan answers (pretix check-in's reasons, in our words). */
export const SCAN_STATUSES = [
  "OK",
  "ALREADY_SCANNED",
  "WRONG_ZONE",
  "NOT_APPROVED",
  "UNPAID",
  "REFUNDED",
  "CANCELLED",
  "NOT_YET_VALID",
  "UNKNOWN",
] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** The result in large words: one per answer, never colour alone. */
export const scanStatusLabels: Readonly<Record<ScanStatus, string>> = {
  OK: "Admitted",
  ALREADY_SCANNED: "Already scanned",
  WRONG_ZONE: "Wrong zone",
  NOT_APPROVED: "Not approved",
  UNPAID: "Unpaid",
  REFUNDED: "Refunded",
  CANCELLED: "Cancelled",
  NOT_YET_VALID: "Not yet valid",
  UNKNOWN: "Unknown ticket",
};

/** One line under the result: what the door person should do. */
export const scanStatusAdvice: Readonly<Record<ScanStatus, string>> = {
  OK: "Let them in.",
  ALREADY_SCANNED: "This ticket has been used up. Check the earlier scans below.",
  WRONG_ZONE: "This ticket does not open this zone.",
  NOT_APPROVED: "The host has not approved this guest.",
  UNPAID: "This ticket's payment did not go through.",
  REFUNDED: "This ticket was refunded: it no longer admits anyone.",
  CANCELLED: "This ticket or its event was cancelled.",
  NOT_YET_VALID: "This ticket is not valid at this time.",
  UNKNOWN: "This code is not a ticket to this event.",
};

export const SCANNING_LIMITS = {
  zoneName: 60,
  /** spec 2 §5: "A number is valid when greater than 0 and at most 1000": scans per ticket. */
  maxScans: 1000,
  zonesPerEvent: 20,
  /** The longest code accepted (a pass is about 47 characters). */
  code: 200,
  nonce: 64,
  /** The door opens this long before the event starts, and closes this long after it ends. */
  doorOpensHoursBeforeStart: 12,
  doorClosesHoursAfterEnd: 6,
  /** An offline scan's device time may not lie more than this in the future of the server's. */
  maxClockSkewMinutes: 5,
} as const;

/** The implicit zone of an event without zones (spec 2 §3). */
export const IMPLICIT_ZONE = { name: "All tickets", maxScans: 1 } as const;

/** Checking a guest in by name: the search takes at least this many characters of the name. */
export const DOOR_SEARCH_MIN = 2;

export const doorMessages = {
  notAllowedToScan: "Only the event's door staff can scan its tickets.",
  notAllowedToEditZones: "Only the event's host and co-hosts can change its scanning zones.",
  zoneNotFound: "This scanning zone does not exist.",
  codeRequired: "Scan a ticket or type its code.",
  codeTooLong: `A ticket code is at most ${SCANNING_LIMITS.code} characters.`,
  nonceInvalid: "The scan could not be identified. Scan again.",
  scannedAtInvalid: "The scan's time is not valid.",
  nothingToUndo: "This ticket has no check-in to undo here.",
  qrPassesOff: "This event does not use QR passes: find the guest by name and check them in.",
  ticketRequired: "Choose the ticket to check in.",
  zoneNameRequired: "Give the zone a name.",
  zoneNameTooLong: `A zone name can be at most ${SCANNING_LIMITS.zoneName} characters.`,
  zoneNameTaken: "Another zone of this event has this name.",
  zoneTicketsRequired: "Choose at least one ticket for this zone.",
  zoneTicketUnknown: "Choose tickets of this event.",
  maxScansRange: `Scans per ticket must be greater than 0 and at most ${SCANNING_LIMITS.maxScans}.`,
  tooManyZones: `An event can have at most ${SCANNING_LIMITS.zonesPerEvent} zones.`,
  zoneAdded: "Zone added.",
  zoneSaved: "Zone saved.",
  zoneDeleted: "Zone deleted.",
  checkInUndone: "Check-in undone.",
  pendingSync: "Pending sync",
  offline: "Offline: scans are decided on this device and sent when the connection returns.",
} as const;
