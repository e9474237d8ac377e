// The camera button of the door page (JavaScript only): reads ticket QR codes and hands each
// one to the page, which checks it as if typed. The reader is downloaded when first used.
import { useEffect, useRef, useState } from "react";
import { doorTexts } from "~/lib/hosting/door/texts";

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const latestOnCode = useRef(onCode);
  const [state, setState] = useState<"off" | "starting" | "on" | "unavailable">("off");

  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);
  useEffect(() => () => stop.current?.(), []);

  async function start() {
    if (!video.current || !navigator.mediaDevices?.getUserMedia) return setState("unavailable");
    setState("starting");
    try {
      const { startCameraReader } = await import("./camera-reader");
      stop.current = await startCameraReader(video.current, (code) => latestOnCode.current(code));
      setState("on");
    } catch {
      setState("unavailable");
    }
  }

  function end() {
    stop.current?.();
    stop.current = null;
    setState("off");
  }

  return (
    <div className="door-camera stack">
      <video ref={video} className={state === "on" ? "door-camera-video" : "door-camera-video visually-hidden"} aria-label={doorTexts.cameraLabel} muted playsInline />
      {state === "on" ? (
        <button type="button" className="button button-secondary" onClick={end}>
          {doorTexts.stopCamera}
        </button>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => void start()} disabled={state === "starting"} aria-busy={state === "starting" || undefined}>
          {doorTexts.startCamera}
        </button>
      )}
      {state === "unavailable" ? <p role="status">{doorTexts.cameraUnavailable}</p> : null}
    </div>
  );
}
