import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * While `waiting` (a payment not confirmed yet), reloads the page's data every `seconds` without a
 * full reload; without JavaScript the page's meta refresh does the same.
 */
export function useRefreshWhile(waiting: boolean, seconds: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [waiting, seconds, revalidator]);
}
