// The table pager of spec 1 §9: first/last buttons, up to 15 page numbers shown plainly,
// beyond that the first and last page, the current one with one sibling each side, and
// ellipses for the gaps. Pure, so the page and its tests agree.

export const PAGE_SIZE = 50;
export const PLAIN_PAGES = 15;
export const SIBLINGS = 1;

export type PagerItem =
  | {
      kind: "first" | "previous" | "next" | "last";
      page: number;
      disabled: boolean;
    }
  | { kind: "page"; page: number; current: boolean }
  | { kind: "ellipsis"; key: "start" | "end" };

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const numbers: (number | "start" | "end")[] = [];
  if (totalPages <= PLAIN_PAGES) {
    for (let n = 1; n <= totalPages; n++) numbers.push(n);
  } else {
    const from = Math.max(2, page - SIBLINGS);
    const to = Math.min(totalPages - 1, page + SIBLINGS);
    numbers.push(1);
    if (from > 2) numbers.push("start");
    for (let n = from; n <= to; n++) numbers.push(n);
    if (to < totalPages - 1) numbers.push("end");
    numbers.push(totalPages);
  }
  return [
    { kind: "first", page: 1, disabled: page === 1 },
    { kind: "previous", page: Math.max(1, page - 1), disabled: page === 1 },
    ...numbers.map((n): PagerItem =>
      typeof n === "number" ? { kind: "page", page: n, current: n === page } : { kind: "ellipsis", key: n },
    ),
    {
      kind: "next",
      page: Math.min(totalPages, page + 1),
      disabled: page === totalPages,
    },
    { kind: "last", page: totalPages, disabled: page === totalPages },
  ];
}

/** A page number from the address (?page=), 1 when missing or not a whole number from 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}
