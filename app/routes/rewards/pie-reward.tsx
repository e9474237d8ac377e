import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/pie-reward";
import { loadRewardPage, rewardPageAction } from "~/.server/rewards/pie-rewards.server";
import { ShipmentLines } from "~/components/rewards/shipment-parts";
import { AddressLines, CodeBySms, ShippingAddressForm } from "~/components/rewards/winner-parts";
import { formatRewardDay, PrivacyPolicyText, ReasonList, RewardExtras, RewardFactsList } from "~/components/rewards/pie-reward-parts";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { signInPath } from "~/lib/guards";
import type { RouteHandle } from "~/lib/route-handle";
import type { IneligibilityReason, ParticipateState } from "../../../contract/rewards/pie-rewards";

export const handle: RouteHandle = { title: "Rewards", backTo: "/legacy/rewards" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Reward not found" }, { name: "robots", content: "noindex" }];
  const { reward, site } = loaderData;
  const title = `${reward.displayName} | ${site.productName}`;
  const description = reward.bio ?? `A reward of ${reward.pie.displayName} on ${site.productName}`;
  const canonical = new URL(`/legacy/pies/${reward.pie.pieId}/rewards/${reward.rewardId}`, site.publicUrl).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: reward.displayName },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: reward.displayName },
    { name: "twitter:description", content: description },
    { "script:ld+json": { "@context": "https://schema.org", "@type": "Offer", name: reward.displayName, description, url: canonical } },
  ];
};

/**
 * A reward's page (spec 3 §2 /legacy/pies/{id}/rewards/{rewardId} and the slug route
 * /legacy/pies/{pieSlug}/legacy/rewards/{rewardSlug}), public: what it is and asks for, the
 * viewer's part (Participate, the reasons they cannot, Opt out), its privacy policy with the
 * viewer's acceptance, a physical reward's shipment (ADR 0082), the owner's draw, and its draws.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return data(await loadRewardPage(context, params.pieId, params.rewardId, url));
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return rewardPageAction(context, request, params.pieId, params.rewardId, url);
}

/** States of a member who took part: their acceptance of the policy (or its absence) is theirs to read. */
const TOOK_PART: readonly ParticipateState[] = ["PARTICIPATING", "NOT_PARTICIPATING", "AWARDED", "SENT"];

type Answer = { intent: string; error: string; reasons: IneligibilityReason[]; result?: SubmissionResult<string[]> } | undefined;

export default function PieRewardPage() {
  const { reward, signedIn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const info = reward.userInfo;
  const latest = reward.draws.at(-1);
  return (
    <article className="stack-lg">
      <header className="stack-sm">
        <h1>{reward.displayName}</h1>
        <p>
          A reward of <Link to={`/legacy/pies/${reward.pie.slug ?? reward.pie.pieId}`}>{reward.pie.displayName}</Link>
        </p>
        {reward.bio ? <p>{reward.bio}</p> : null}
      </header>
      <RewardExtras reward={reward} />
      <RewardFactsList reward={reward} />

      {reward.privacyPolicy ? (
        <section className="stack-sm card" aria-labelledby="privacy-policy">
          <h2 id="privacy-policy">Privacy policy</h2>
          <PrivacyPolicyText policy={reward.privacyPolicy} />
          {info.privacyAcceptedUtc ? (
            <p>
              <strong>You accepted this privacy policy</strong> on {formatRewardDay(info.privacyAcceptedUtc)}.
            </p>
          ) : TOOK_PART.includes(info.participateState) ? (
            <p>You have not accepted this privacy policy.</p>
          ) : signedIn && info.participateState === "NONE" ? (
            <p className="muted">Taking part asks you to accept it.</p>
          ) : null}
        </section>
      ) : null}

      <section className="stack card" aria-labelledby="taking-part">
        <h2 id="taking-part">Taking part</h2>
        {answer?.error && ["participate", "opt-out"].includes(answer.intent) ? (
          <Alert kind="danger">
            {answer.error}
            <ReasonList reasons={answer.reasons} />
          </Alert>
        ) : null}
        {!signedIn ? (
          <p>
            <Link to={signInPath(true, `/legacy/pies/${reward.pie.pieId}/rewards/${reward.rewardId}`)}>Sign in</Link> to take part.
          </p>
        ) : info.participateState === "NONE" ? (
          <Form method="post" className="stack">
            {reward.privacyPolicy ? (
              <label className="checkbox">
                <input type="checkbox" name="acceptPrivacyPolicy" /> I accept the privacy policy ({reward.privacyPolicy.title})
              </label>
            ) : null}
            <p>You meet every condition.</p>
            <StatusButton name="intent" value="participate" pendingText="Joining…">
              Participate
            </StatusButton>
          </Form>
        ) : info.participateState === "CANT_PARTICIPATE" ? (
          <div className="stack-sm">
            <p>You cannot take part:</p>
            <ReasonList reasons={info.participateReasons} />
          </div>
        ) : info.participateState === "PARTICIPATING" ? (
          <Form method="post" className="stack">
            <p>You are taking part.</p>
            {info.entryId ? (
              <p>
                Your entry in the draw: <code>{info.entryId}</code>
              </p>
            ) : null}
            <StatusButton name="intent" value="opt-out" variant="secondary" pendingText="Opting out…">
              Opt out
            </StatusButton>
          </Form>
        ) : info.participateState === "NOT_PARTICIPATING" ? (
          <div className="stack-sm">
            <p>You opted out of this reward.</p>
          </div>
        ) : (
          <div className="stack-sm">
            <p>
              <strong>You won this reward.</strong>
              {info.ordinalWinner ? ` Winner number ${info.ordinalWinner}.` : ""}
            </p>
            {reward.redeemCode ? (
              <p>
                Your code: <code>{reward.redeemCode}</code>
              </p>
            ) : null}
            {reward.redeemDescription ? <p>{reward.redeemDescription}</p> : null}
            {reward.delivery === "PHYSICAL" && info.shipment ? (
              <div className="stack-sm">
                <ShipmentLines shipment={info.shipment} />
                {info.shippingAddress ? <AddressLines address={info.shippingAddress} /> : null}
              </div>
            ) : reward.delivery === "PHYSICAL" ? (
              <ShippingAddressForm saved={info.shippingAddress ?? null} lastResult={answer?.intent === "save-address" ? answer.result : undefined} />
            ) : reward.redeemCode ? (
              <CodeBySms
                phone={info.codePhone ?? null}
                sentUtc={info.codeSentUtc ?? null}
                sentCount={info.codeSentCount}
                error={answer?.error && ["send-code", "resend-code"].includes(answer.intent) ? answer.error : null}
              />
            ) : null}
          </div>
        )}
      </section>

      {reward.canManage ? (
        <section className="stack card" aria-labelledby="manage">
          <h2 id="manage">Manage</h2>
          <p>
            {reward.participantCount} taking part. <Link to={`/legacy/pie-hub/rewards/${reward.rewardId}`}>Participants and statistics</Link> ·{" "}
            <Link to={`/legacy/pie-hub/rewards/edit/${reward.rewardId}`}>Edit reward</Link>
          </p>
          {reward.notes ? <p className="muted">Notes: {reward.notes}</p> : null}
          {reward.redeemCode ? (
            <p>
              Code for winners: <code>{reward.redeemCode}</code>
            </p>
          ) : null}
          {answer?.error && ["freeze", "generate", "redraw"].includes(answer.intent) ? <Alert kind="danger">{answer.error}</Alert> : null}
          {reward.type === "DRAW" ? (
            !latest ? (
              <Form method="post" className="stack-sm">
                <p>Freezing the entries publishes the list&apos;s fingerprint and count and the seed&apos;s commitment; nobody can join after it.</p>
                <StatusButton name="intent" value="freeze" pendingText="Freezing…">
                  Freeze entries
                </StatusButton>
              </Form>
            ) : !latest.winners ? (
              <Form method="post" className="stack-sm">
                <p>Draw {latest.sequence}: entries frozen. Generating the winners reveals the seed.</p>
                <StatusButton name="intent" value="generate" pendingText="Drawing…">
                  Generate winners
                </StatusButton>
              </Form>
            ) : (
              <Form method="post" className="stack-sm">
                <label htmlFor="redraw-count">Draw again for how many (a winner who did not claim)</label>
                <input id="redraw-count" name="redrawCount" type="number" min={1} defaultValue={1} inputMode="numeric" />
                <StatusButton name="intent" value="redraw" variant="secondary" pendingText="Freezing…">
                  Draw again
                </StatusButton>
              </Form>
            )
          ) : null}
        </section>
      ) : null}

      {reward.draws.length ? (
        <section className="stack" aria-labelledby="draws">
          <h2 id="draws">Draws</h2>
          {reward.draws.map((draw) => (
            <div key={draw.sequence} className="stack-sm card">
              <h3>{draw.sequence === 1 ? "Draw 1" : `Draw ${draw.sequence} (redraw)`}</h3>
              <p>
                Entries frozen {formatRewardDay(draw.cutoffUtc)}: {draw.entryCount} {draw.entryCount === 1 ? "entry" : "entries"}.
              </p>
              <p className="draw-hash">
                Entry list SHA-256: <code>{draw.entryListHash}</code>
              </p>
              <p className="draw-hash">
                Seed SHA-256: <code>{draw.seedHash}</code>
              </p>
              <p>{draw.winners ? `${draw.winners.length} ${draw.winners.length === 1 ? "winner" : "winners"} drawn.` : "Winners not drawn yet: the seed is revealed with them."}</p>
              <p>
                <Link to={`/legacy/pies/${reward.pie.pieId}/rewards/${reward.rewardId}/draws/${draw.sequence}`}>Verify draw {draw.sequence}</Link>
              </p>
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
