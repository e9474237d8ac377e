// The budgets of DESIGN.md §6, against the stock React Router page (stock.mjs) loaded in the
// same rounds, on Node 24, at 10 connections: the per-scenario ratios, p99 and req/s (in
// scenarios.mjs), the page weight (here) and running an event at scale (hosting.mjs).
import { KB } from "./config.mjs";

export const PAGE_BUDGETS = { htmlGzipBytes: 14 * KB, jsGzipBytes: 150 * KB };

/** One line per missed budget (and per scenario with errors or unexpected statuses). */
export function missedBudgets(scenarios, results, bytes) {
  const failures = [];
  for (const scenario of scenarios) {
    const r = results.find((x) => x.id === scenario.id);
    if (r.errors || Object.keys(r.unexpected).length) {
      failures.push(`${scenario.label}: ${r.errors} errors, unexpected statuses ${JSON.stringify(r.unexpected)}`);
    }
    const budget = scenario.budget ?? {};
    if (budget.minRatio !== undefined && r.ratio < budget.minRatio) {
      failures.push(`${scenario.label}: ${r.ratio.toFixed(2)}× the stock page, budget ≥ ${budget.minRatio}×`);
    }
    if (budget.maxP99Ratio !== undefined && r.p99Ratio > budget.maxP99Ratio) {
      failures.push(`${scenario.label}: p99 ${r.p99Ratio.toFixed(2)}× the stock page's in the same round (at the worst), budget ≤ ${budget.maxP99Ratio}×`);
    }
    if (budget.minRps !== undefined && r.rps < budget.minRps) {
      failures.push(`${scenario.label}: ${r.rps.toFixed(0)} req/s, budget ≥ ${budget.minRps} req/s`);
    }
    if (budget.maxP99Ms !== undefined && r.p99Ms > budget.maxP99Ms) {
      failures.push(`${scenario.label}: p99 ${r.p99Ms} ms, budget ≤ ${budget.maxP99Ms} ms`);
    }
  }
  if (bytes.html.gzip > PAGE_BUDGETS.htmlGzipBytes) {
    failures.push(`event page HTML: ${(bytes.html.gzip / KB).toFixed(1)} KB gzip, budget ≤ ${PAGE_BUDGETS.htmlGzipBytes / KB} KB`);
  }
  if (bytes.js.gzip > PAGE_BUDGETS.jsGzipBytes) {
    failures.push(`event page JavaScript: ${(bytes.js.gzip / KB).toFixed(1)} KB gzip, budget ≤ ${PAGE_BUDGETS.jsGzipBytes / KB} KB`);
  }
  return failures;
}
