import { useEffect, useState } from "react";

/**
 * The current time in ms, ticking every second once JavaScript runs. Starts at
 * `initial` (the server's time of rendering) so hydration matches the HTML.
 */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}
