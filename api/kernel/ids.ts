const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else can be rejected before it reaches (and errors in) the database. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
