// The pie hub's picker (ADR 0081): the member's own pie and the pies they moderate, each a link
// to where the member may work on it; the chosen pie is the one the URL names.
import { Link, useLocation } from "react-router";
import type { PieHubData } from "~/.server/pies/pies.server";
import { moderatedPieAt, PIE_CHECKOUT, PIE_HUB, PIE_HUB_OVERVIEW, wizardPageOf } from "~/lib/pies/guard";
import { moderatedPiePath } from "~/lib/pies/moderation";

function ownPieLink(pie: PieHubData["pie"]): { to: string; label: string } {
  if (!pie) return { to: PIE_HUB, label: "Your pie hub" };
  const label = pie.displayName || "Your pie";
  if (pie.operationalState === "ACTIVE") return { to: PIE_HUB_OVERVIEW, label };
  if (pie.operationalState === "PENDING") return { to: PIE_CHECKOUT, label };
  return { to: wizardPageOf(pie.onBoardingProcess), label };
}

/** Shown only to a member who moderates a pie: otherwise the hub has one pie and nothing to pick. */
export function PieHubPicker({ hub }: { hub: PieHubData }) {
  const location = useLocation();
  if (hub.moderated.length === 0) return null;
  const chosen = moderatedPieAt(hub, location);
  const own = ownPieLink(hub.pie);
  return (
    <nav aria-label="Your pies" className="card">
      <ul className="pie-tabs">
        <li>
          <Link to={own.to} className={`wizard-step${chosen ? "" : " wizard-step-current"}`} aria-current={chosen ? undefined : "page"}>
            {own.label}
          </Link>
        </li>
        {hub.moderated.map((pie) => (
          <li key={pie.pieId}>
            <Link to={moderatedPiePath(pie)} className={`wizard-step${pie === chosen ? " wizard-step-current" : ""}`} aria-current={pie === chosen ? "page" : undefined}>
              {pie.displayName ?? pie.slug ?? "A pie"} <span className="muted">(moderator)</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
