// The door's scanning panel: the code form (works without JavaScript: a post and the result
// page), the camera (JavaScript: each code read is checked through a fetcher with a fresh
// nonce), the result, and the offline state.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { newScanNonce, scanFormSchema } from "~/lib/hosting/door/forms";
import { doorMessages, doorTexts, SCANNING_LIMITS } from "~/lib/hosting/door/texts";
import { ScanResult, type ShownScan } from "./scan-result";
import { useOfflineDoor } from "./use-offline-door";

const CameraScanner = lazy(() => import("./camera-scanner").then((module) => ({ default: module.CameraScanner })));

export interface ScanAnswerData {
  result?: SubmissionResult<string[]>;
  scan: (ShownScan & { nonce?: string }) | null;
  nonce: string;
}

interface Props {
  eventId: string;
  timeZone: string;
  zone: { zoneId?: string | null; maxScans: number };
  /** A nonce for the next scan (and the undo form) when the page was rendered. */
  nonce: string;
  /** What a post without JavaScript answered. */
  answered: ScanAnswerData | undefined;
  passesPath: string;
  syncPath: string;
}

export function ScanPanel({ eventId, timeZone, zone, nonce, answered, passesPath, syncPath }: Props) {
  const hydrated = useHydrated();
  // Keyed by the page's nonce: a new page (after an undo, another zone) starts without the last answer.
  const fetcher = useFetcher<ScanAnswerData>({ key: `door-scan-${eventId}-${nonce}` });
  const zoneId = zone.zoneId ?? null;
  const offline = useOfflineDoor({ eventId, zoneId, maxScans: zone.maxScans, passesPath, syncPath });
  const latest = fetcher.data ?? answered;
  const scan = latest?.scan ?? null;
  const shown = scan?.pendingSync && scan.nonce ? (offline.synced[scan.nonce] ?? scan) : scan;
  const nextNonce = latest?.nonce ?? nonce;
  // A new form for each scan (keyed by its nonce), mounted empty and focused with the answer:
  // the next ticket can be typed at once. A refused post keeps what was typed, with its error.
  const [form, fields] = useForm({
    id: `door-scan-${nextNonce}`,
    lastResult: latest?.scan ? undefined : latest?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scanFormSchema }),
    shouldValidate: "onSubmit",
  });

  const submitCode = (code: string) => {
    fetcher.submit({ intent: "scan", code, zoneId: zoneId ?? "", maxScans: zone.maxScans, nonce: newScanNonce() }, { method: "post", defaultShouldRevalidate: false });
  };

  const busy = fetcher.state !== "idle";
  const formError = form.errors?.[0];
  return (
    <div className="door-scan stack">
      {hydrated && !offline.online ? <Alert kind="warning">{doorMessages.offline}</Alert> : null}
      {offline.pending > 0 ? <p className="pill pill-warn door-pending">{doorTexts.pendingCount(offline.pending)}</p> : null}
      <div aria-live="polite" aria-atomic="true" className="door-result-region">
        {shown ? <ScanResult scan={shown} timeZone={timeZone} zoneId={zoneId} undoNonce={nextNonce} /> : null}
      </div>
      {/* A scan changes only the summary, which streams: no page data is read again (nor can it be, offline). */}
      <fetcher.Form method="post" {...getFormProps(form)} key={nextNonce} defaultShouldRevalidate={false} className="stack door-scan-form">
        {formError ? <Alert kind="danger">{formError}</Alert> : null}
        <input type="hidden" name="zoneId" value={zoneId ?? ""} />
        <input type="hidden" name="maxScans" value={zone.maxScans} />
        {/* A fresh nonce per scan; a resent post repeats it and gets the first answer. */}
        <input type="hidden" name="nonce" value={nextNonce} />
        <Field label={doorTexts.codeLabel} errors={fields.code.errors} hint={doorTexts.codeHint}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.code, { type: "text" })}
              id={id}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              maxLength={SCANNING_LIMITS.code}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <button type="submit" name="intent" value="scan" className="button button-primary door-check" disabled={busy} aria-busy={busy || undefined}>
          {busy ? doorTexts.checking : doorTexts.check}
        </button>
      </fetcher.Form>
      {hydrated ? (
        <Suspense fallback={null}>
          <CameraScanner onCode={submitCode} />
        </Suspense>
      ) : null}
    </div>
  );
}
