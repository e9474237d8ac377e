import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/door";
import { admitAction, loadDoor, scanAction, undoAction } from "~/.server/hosting/door/door.server";
import { FindGuest } from "~/components/hosting/door/find-guest";
import { ScanPanel, type ScanAnswerData } from "~/components/hosting/door/scan-panel";
import { SummaryTable } from "~/components/hosting/door/summary-table";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { isNetworkFailure, scanOffline } from "~/lib/hosting/door/offline-door";
import { newScanNonce } from "~/lib/hosting/door/forms";
import { doorTexts } from "~/lib/hosting/door/texts";
import { doorPath } from "~/lib/hosting/door/paths";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Events/Door", backTo: href("/events") };
export const meta: Route.MetaFunction = () => [{ title: doorTexts.doorTitle }, { name: "robots", content: "noindex" }];

/**
 * The door (spec 2 §7 scan): the zone scanned at, finding a guest by name to check them in
 * (the only way where the event does not use QR passes, ADR 0100), the summary; door staff
 * only (the API decides).
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadDoor(context, url, params.id);
}

/** A scan (typed, pasted or read by the camera), a check-in by name, or an un-check-in. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "undo") return undoAction(context, formData, url, params.id);
  if (formData.get("intent") === "admit") return admitAction(context, formData, url, params.id);
  return scanAction(context, formData, url, params.id);
}

/**
 * With JavaScript: a scan goes to the server as usual; when there is no connection it is
 * decided on this device from the zone's passes and queued (shown as "Pending sync").
 */
export async function clientAction({ request, serverAction, params }: Route.ClientActionArgs) {
  const formData = await request.clone().formData();
  const code = String(formData.get("code") ?? "").trim();
  if (formData.get("intent") !== "scan" || !code) return serverAction();
  try {
    if (navigator.onLine === false) throw new TypeError("offline");
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const zoneId = String(formData.get("zoneId") ?? "") || null;
    const maxScans = Number(formData.get("maxScans") ?? 1) || 1;
    const decision = await scanOffline(params.id, zoneId, maxScans, code, String(formData.get("nonce") ?? newScanNonce()));
    return { scan: { ...decision, pendingSync: true }, nonce: newScanNonce() } satisfies ScanAnswerData;
  }
}

export default function DoorPage() {
  const { door, summary, zone, nonce, search, found } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as ScanAnswerData | undefined;
  const zoneId = zone?.zoneId ?? null;
  const base = { id: door.eventId };
  return (
    <section className="stack door-page">
      <header className="stack-sm">
        <h2>{doorTexts.doorTitle}</h2>
        <p className="muted">{door.displayName}</p>
      </header>
      {!door.usesQrPass ? (
        <section className="card stack-sm" aria-labelledby="door-by-name-title">
          <h3 id="door-by-name-title">{doorTexts.byNameTitle}</h3>
          <p>{doorTexts.byNameExplain}</p>
          {door.canEditZones ? <p className="muted small">{doorTexts.byNameSettings}</p> : null}
        </section>
      ) : null}
      {door.zones.length > 1 ? (
        <Form method="get" className="row door-zone-picker">
          <label htmlFor="door-zone">{doorTexts.zoneLabel}</label>
          <select id="door-zone" name="zone" defaultValue={zoneId ?? ""}>
            {door.zones.map((candidate) => (
              <option key={candidate.zoneId ?? "all"} value={candidate.zoneId ?? ""}>
                {candidate.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary button-small">
            {doorTexts.chooseZone}
          </button>
        </Form>
      ) : (
        <p className="muted">
          {doorTexts.zoneLabel}: {zone?.name}
        </p>
      )}
      {zone && door.usesQrPass ? (
        <ScanPanel
          key={`${zoneId ?? "all"}-${nonce}`}
          eventId={door.eventId}
          timeZone={door.timeZone}
          zone={zone}
          nonce={nonce}
          answered={answered}
          passesPath={`${href("/rep-club/events/:id/door/passes", base)}${zoneId ? `?zone=${encodeURIComponent(zoneId)}` : ""}`}
          syncPath={href("/rep-club/events/:id/door/sync", base)}
        />
      ) : null}
      {zone ? <FindGuest zoneId={zoneId} maxScans={zone.maxScans} nonce={nonce} search={search} found={found} /> : null}
      <SummaryTable initial={summary} streamPath={href("/rep-club/events/:id/door/summary/stream", base)} refreshPath={doorPath(door.eventId, zoneId)} headingLevel={3} />
      <nav className="row door-links" aria-label="Door pages">
        <Link to={href("/rep-club/events/:id/door/summary", base)}>{doorTexts.summaryLink}</Link>
        {door.canEditZones ? <Link to={href("/rep-club/events/:id/door/zones", base)}>{doorTexts.zonesLink}</Link> : null}
      </nav>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
