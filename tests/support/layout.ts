// Measuring what a narrow screen does to text.
import type { Locator } from "@playwright/test";

/** Lines of text an element takes: one box per line for inline elements, its height in lines otherwise. */
export function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.display === "inline"
      ? element.getClientRects().length
      : Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
  });
}
