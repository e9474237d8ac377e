/** Constants of the events area (spec 1 §9, spec 2 §9). */
export const SEARCH_DEBOUNCE_MS = 1000;
export const EVENT_SEARCH_PAGE_SIZE = 10;
