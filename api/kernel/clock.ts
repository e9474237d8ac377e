/** The time source. Injected so tests can move time (token expiry, grace windows, rate limits). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
