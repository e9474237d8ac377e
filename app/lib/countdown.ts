/** Countdowns of spec 1 §4 "Phone code": mm:ss, or h/m/s while blocked. */

/** Milliseconds from `now` until `until` (an ISO instant), never below 0. */
export function remainingMs(until: string | null | undefined, now: number): number {
  if (!until) return 0;
  const at = Date.parse(until);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** 90 000 ms → "01:30"; rounds up so "00:00" shows only when time is up. Minutes may exceed 59. */
export function formatMmSs(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** 1 802 000 ms → "30m 2s"; 3 723 000 → "1h 2m 3s"; leading zero units are left out. */
export function formatHms(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
