// The pie award modal (spec 3 §2; ADR 0074): a member awarded a pie (they skipped the waiting
// list) is asked to connect a payment account and offered Activate, which goes to the pie hub
// (with a=join-now in the join flow). Without JavaScript it is an open section of the page; with
// it, a modal <dialog> opened on load.
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import type { PieAwardData } from "~/.server/pies/dashboard.server";
import { StatusButton } from "~/components/ui/status-button";
import { useHydrated } from "~/hooks/use-hydrated";
import { dashboardMessages as m } from "../../../contract/pies/dashboard-messages";

export function PieAwardModal({ award }: { award: NonNullable<PieAwardData> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const enhanced = useHydrated();
  const location = useLocation();
  const joinNow = new URLSearchParams(location.search).get("a") === "join-now";
  useEffect(() => {
    if (enhanced && !dialog.current?.open) dialog.current?.showModal?.();
  }, [enhanced]);
  const [account] = award.accounts;
  const body = (
    <>
      <h2 id="pie-award-title">{m.awardTitle}</h2>
      <p>{m.awardBody}</p>
      {account ? (
        <p>{m.accountConnected(account.label)}</p>
      ) : (
        <Form method="post" action="/profile/settings/payout" reloadDocument>
          <StatusButton name="intent" value="connect" variant="secondary">
            {m.connectAccount}
          </StatusButton>
        </Form>
      )}
      <Form method="post" action="/legacy/pie-award">
        <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
        {joinNow ? <input type="hidden" name="joinNow" value="1" /> : null}
        <StatusButton pendingText={m.activating}>{m.activate}</StatusButton>
      </Form>
    </>
  );
  if (!enhanced)
    return (
      <section className="card stack pie-award" aria-labelledby="pie-award-title">
        {body}
      </section>
    );
  return (
    <dialog ref={dialog} className="pie-onboarding stack" aria-labelledby="pie-award-title">
      {body}
      <form method="dialog">
        <button type="submit" className="button button-ghost">
          Close
        </button>
      </form>
    </dialog>
  );
}
