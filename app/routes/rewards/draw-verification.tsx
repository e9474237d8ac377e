import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/draw-verification";
import { loadDrawVerification } from "~/.server/rewards/pie-rewards.server";
import { formatRewardDay } from "~/components/rewards/pie-reward-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Rewards/Verify a draw" };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `Verify draw ${loaderData.draw.sequence} of ${loaderData.reward.displayName}` }, { name: "description", content: "Every part of the draw, published and recomputed." }]
    : [{ title: "Draw not found" }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pies/{id}/rewards/{rewardId}/draws/{sequence} (ADR 0072), public: the draw's frozen
 * entry list, its fingerprint and count, the seed's commitment and, once drawn, the seed and the
 * winners, each recomputed here from the published parts, and the rule to recompute them anywhere.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return data(await loadDrawVerification(context, params.pieId, params.rewardId, params.sequence, url));
}

const verdict = (ok: boolean | null, pending: string) => (ok === null ? pending : ok ? "Verified" : "Does not match");

export default function DrawVerification() {
  const { reward, draw, checks, lines } = useLoaderData<typeof loader>();
  const boosted = draw.weightedEntries.some((entry) => entry.weight !== 1);
  const all = checks.entryCount && checks.entryListHash && checks.seed === true && checks.winners === true;
  return (
    <article className="stack-lg">
      <header className="stack-sm">
        <h1>
          Verify draw {draw.sequence} of {reward.displayName}
        </h1>
        <p>
          <Link to={`/legacy/pies/${reward.pie.pieId}/rewards/${reward.rewardId}`}>Back to the reward</Link>
        </p>
        <p role="status">
          <strong>{all ? "This draw is verified: the winners follow from the published list and seed." : draw.winners ? "This draw does not verify." : "Winners not drawn yet: the list is checked, the seed comes with the winners."}</strong>
        </p>
      </header>

      <section className="stack card" aria-labelledby="checks">
        <h2 id="checks">Checks</h2>
        <dl className="pie-stats">
          <div>
            <dt>Entry count ({draw.entryCount})</dt>
            <dd>{verdict(checks.entryCount, "")}</dd>
          </div>
          <div>
            <dt>Entry list SHA-256</dt>
            <dd>{verdict(checks.entryListHash, "")}</dd>
          </div>
          <div>
            <dt>Seed against its commitment</dt>
            <dd>{verdict(checks.seed, "Not revealed yet")}</dd>
          </div>
          <div>
            <dt>Winners recomputed</dt>
            <dd>{verdict(checks.winners, "Not drawn yet")}</dd>
          </div>
        </dl>
      </section>

      <section className="stack card" aria-labelledby="published">
        <h2 id="published">Published</h2>
        <p>Entries frozen {formatRewardDay(draw.cutoffUtc)}; {draw.winnersCount} to draw.</p>
        <p className="draw-hash">
          Entry list SHA-256: <code>{draw.entryListHash}</code>
        </p>
        <p className="draw-hash">
          Seed SHA-256 (published at the cutoff): <code>{draw.seedHash}</code>
        </p>
        <p className="draw-hash">
          Seed: <code>{draw.seed ?? "revealed with the winners"}</code>
        </p>
        {draw.winners ? (
          <>
            <h3>Winners, in the order drawn</h3>
            <ol className="draw-entries">
              {draw.winners.map((winner) => (
                <li key={winner}>{winner}</li>
              ))}
            </ol>
          </>
        ) : null}
        <h3>Entries, sorted</h3>
        {boosted ? <p>An entry followed by &quot;*n&quot; holds n entries&apos; weight (the reward&apos;s winning boosts, met at the cutoff).</p> : null}
        <ol className="draw-entries">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>

      <section className="stack card" aria-labelledby="how">
        <h2 id="how">How to recompute it</h2>
        <ol className="stack-sm">
          <li>
            Write each entry as its id, followed by &quot;*&quot; and its weight when the weight is more than 1, exactly as listed above; join the lines, sorted by
            id, with a newline (no newline at the end); its SHA-256 in hex is the entry list&apos;s fingerprint.
          </li>
          <li>The seed is 32 bytes in hex; the SHA-256 of those bytes is the commitment published at the cutoff.</li>
          <li>
            Random number i (from 0) is the first 4 bytes, big-endian, of HMAC-SHA-256 with the seed&apos;s bytes as key and the text &quot;fingerprint:i&quot; as
            message.
          </li>
          <li>For a number below n, take the next random number r and keep it only if r &lt; n × floor(2³² / n); then use r mod n.</li>
          <li>
            For winner k (from 0), take r, a number below the total weight of positions k to the end of the sorted list; j is the first position from k where the
            running total of weights passes r; swap positions k and j; winner k is then at position k. With every weight 1, j is k + r.
          </li>
        </ol>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
