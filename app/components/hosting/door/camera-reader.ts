// Reading ticket QR codes from the camera: the browser's own BarcodeDetector where it has
// one, @zxing/browser otherwise. Imported lazily by the door page only, so no other page
// (and no visitor without a camera) downloads it.

/** A code read from the camera; the same code is reported again only after a pause. */
export type OnCode = (code: string) => void;

const SAME_CODE_PAUSE_MS = 3_000;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function deduplicated(onCode: OnCode): OnCode {
  let last = "";
  let lastAt = 0;
  return (code) => {
    const now = Date.now();
    if (code === last && now - lastAt < SAME_CODE_PAUSE_MS) return;
    last = code;
    lastAt = now;
    onCode(code);
  };
}

/** Starts the back camera into `video` and reports each QR code read; returns the stop. */
export async function startCameraReader(video: HTMLVideoElement, onCode: OnCode): Promise<() => void> {
  const report = deduplicated(onCode);
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    video.srcObject = stream;
    await video.play();
    const detector = new Detector({ formats: ["qr_code"] });
    let running = true;
    const tick = async () => {
      if (!running) return;
      try {
        const [found] = await detector.detect(video);
        if (found?.rawValue) report(found.rawValue);
      } catch {
        // A frame that cannot be read yet (the video is still starting): try the next.
      }
      if (running) setTimeout(() => void tick(), 150);
    };
    void tick();
    return () => {
      running = false;
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    };
  }
  const { BrowserQRCodeReader } = await import("@zxing/browser");
  const reader = new BrowserQRCodeReader();
  const controls = await reader.decodeFromConstraints({ video: { facingMode: "environment" }, audio: false }, video, (result) => {
    if (result) report(result.getText());
  });
  return () => controls.stop();
}
