import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/hub-reward";
import { awardHubReward, deleteHubReward, loadHubReward, shipHubReward } from "~/.server/rewards/hub-reward.server";
import { BarChart } from "~/components/rewards/holder-statistics";
import { formatRewardDay } from "~/components/rewards/pie-reward-parts";
import { ShipmentForm, ShipmentLines } from "~/components/rewards/shipment-parts";
import { AddressLines } from "~/components/rewards/winner-parts";
import { Alert } from "~/components/ui/alert";
import { DeleteSection, type DeleteTexts } from "~/components/ui/delete-section";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import type { RouteHandle } from "~/lib/route-handle";
import { withHubPie } from "~/lib/pies/hub-pie";
import { REWARD_DELIVERY_LABELS, REWARD_TYPE_LABELS, rewardMessages, type ParticipateState } from "../../../contract/rewards/pie-rewards";
import { rewardAwardSchema } from "../../../contract/rewards/winners";

export const handle: RouteHandle = { title: "Pie hub/Rewards", backTo: (data) => withHubPie("/legacy/pie-hub/rewards", (data as { pie?: { chosen: string | null } } | undefined)?.pie?.chosen ?? null) };
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `${loaderData.reward.displayName}: participants` : "Reward not found" }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-hub/rewards/{id} (spec 3 §2; ADR 0076): a reward of the owner's pie (or a moderated pie's, `?pie=`, ADR 0081) with its
 * participants (50 a page, newest first), who won, where physical rewards go and whether they
 * were shipped (ADR 0082), the participants by age range and gender, awarding a promotion by
 * hand and deleting a reward nobody won (ADR 0099; `?delete` asks first without JavaScript).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return data(await loadHubReward(context, url, params.rewardId));
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "delete") return deleteHubReward(context, url, params.rewardId);
  if (intent === "award") return awardHubReward(context, request, url, params.rewardId);
  return shipHubReward(context, request, url, params.rewardId);
}

const DELETE_TEXTS: DeleteTexts = {
  title: "Delete reward",
  explain: "It will be gone for good, with the list of those who took part. Only a reward nobody has won, and whose draw was not frozen, can be deleted.",
  button: "Delete",
  confirmTitle: "Delete this reward?",
  confirmButton: "Delete reward",
  cancel: "Cancel",
  deleting: "Deleting…",
};

const STATE_WORDS: Readonly<Record<ParticipateState, string>> = {
  NONE: "Not taking part",
  PARTICIPATING: "Participating",
  NOT_PARTICIPATING: "Opted out",
  CANT_PARTICIPATE: "Cannot take part",
  AWARDED: "Awarded",
  SENT: "Sent",
};

export default function HubReward() {
  const { pie, reward, participants, statistics, firstPage, canShip, canEdit, confirmDelete } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { pathname } = useLocation();
  const shipAnswer = answer?.intent === "ship" ? (answer as { userId: string; result: SubmissionResult<string[]> }) : undefined;
  const physical = reward.delivery === "PHYSICAL";
  const winners = participants.nodes.filter((participant) => participant.isWinner);
  return (
    <section className="stack-lg">
      <header className="stack-sm">
        <h1>{reward.displayName}</h1>
        <p>
          {REWARD_TYPE_LABELS[reward.type]} · {REWARD_DELIVERY_LABELS[reward.delivery]} · {reward.maxWinners} {reward.maxWinners === 1 ? "winner" : "winners"}
        </p>
        <p>
          <Link to={`/legacy/pies/${pie.pieId}/rewards/${reward.rewardId}`}>Open the reward&apos;s page</Link>
          {canEdit ? (
            <>
              {" · "}
              <Link to={withHubPie(`/legacy/pie-hub/rewards/edit/${reward.rewardId}`, pie.chosen)}>Edit reward</Link>
            </>
          ) : null}
        </p>
      </header>

      <section className="card stack" aria-labelledby="participants-title">
        <h2 id="participants-title">Participants</h2>
        <p className="muted">
          {participants.totalCount} {participants.totalCount === 1 ? "member" : "members"} took part.
          {physical ? " Winners' addresses are shown to you and your team members who send rewards." : ""}
        </p>
        {participants.nodes.length === 0 ? (
          <p className="empty">No data found</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Participants" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">State</th>
                  <th scope="col">Winner</th>
                  <th scope="col">Joined</th>
                  {physical ? <th scope="col">Send to</th> : null}
                </tr>
              </thead>
              <tbody>
                {participants.nodes.map((participant) => (
                  <tr key={participant.userId}>
                    <th scope="row">
                      {participant.name ?? "Unknown"}
                      {participant.userName ? <span className="muted"> @{participant.userName}</span> : null}
                    </th>
                    <td>{STATE_WORDS[participant.participateState]}</td>
                    <td>{participant.isWinner ? `Yes${participant.ordinalWinner ? ` (#${participant.ordinalWinner})` : ""}` : "No"}</td>
                    <td>{formatRewardDay(participant.joinedUtc)}</td>
                    {physical ? (
                      <td>{participant.shippingAddress ? <AddressLines address={participant.shippingAddress} /> : participant.isWinner ? <span className="muted">Not given yet</span> : null}</td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!firstPage || participants.pageInfo.hasNextPage ? (
          <nav aria-label="Participants pages" className="stack-sm">
            {!firstPage ? <Link to={withHubPie("", pie.chosen) || "?"}>First page</Link> : null}
            {participants.pageInfo.hasNextPage && participants.pageInfo.endCursor ? (
              <Link to={withHubPie(`?after=${encodeURIComponent(participants.pageInfo.endCursor)}`, pie.chosen)}>Next page</Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      {physical && winners.length > 0 ? (
        <section className="card stack" aria-labelledby="shipping-title">
          <h2 id="shipping-title">Sending the reward</h2>
          <p className="muted">Marking a winner&apos;s reward as shipped tells them it is on its way, with the tracking number when you give one.</p>
          <ul className="stack">
            {winners.map((winner) => {
              const name = winner.name ?? "Unknown";
              return (
                <li key={winner.userId} className="stack-sm">
                  <h3>{name}</h3>
                  {winner.shipment ? (
                    <ShipmentLines shipment={winner.shipment} />
                  ) : canShip ? (
                    <ShipmentForm userId={winner.userId} winnerName={name} lastResult={shipAnswer?.userId === winner.userId ? shipAnswer.result : undefined} />
                  ) : (
                    <p className="muted">Not shipped yet.</p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {canShip && reward.type === "PROMOTION" ? (
        <AwardSection winners={reward.winnerCount} maxWinners={reward.maxWinners} lastResult={answer?.intent === "award" ? (answer.result as SubmissionResult<string[]>) : undefined} />
      ) : null}

      <section className="card stack" aria-labelledby="statistics-title">
        <h2 id="statistics-title">Participants by age range and gender</h2>
        <p className="muted">
          {statistics.participants} {statistics.participants === 1 ? "member is" : "members are"} taking part or won.
        </p>
        <div className="stat-charts">
          <BarChart
            title="Age range"
            buckets={statistics.ageRanges}
            notCounted={statistics.ageNotCounted}
            notCountedLabel="Not counted (no date of birth, or under 18)"
            countHeading="Participants"
          />
          <BarChart
            title="Gender"
            buckets={statistics.genders}
            notCounted={statistics.genderNotCounted}
            notCountedLabel="Not counted (gender not given)"
            countHeading="Participants"
          />
        </div>
      </section>

      {canEdit ? (
        <DeleteSection
          texts={DELETE_TEXTS}
          blockedReason={reward.winnerCount > 0 || reward.draws.length > 0 ? rewardMessages.deleteHasWinners : null}
          confirmStep={confirmDelete}
          confirmHref={withHubPie("?delete", pie.chosen)}
          pageHref={withHubPie(pathname, pie.chosen)}
          error={answer?.intent === "delete" ? (answer as { error: string }).error : null}
        />
      ) : null}
    </section>
  );
}

/**
 * Awarding a promotion by hand to a member the team chooses, whatever the reward's conditions:
 * they become its next winner and are told. A draw's winners come from its draw only.
 */
function AwardSection({ winners, maxWinners, lastResult }: { winners: number; maxWinners: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "award-reward",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rewardAwardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const full = winners >= maxWinners;
  return (
    <section className="card stack" aria-labelledby="award-title">
      <h2 id="award-title">Award to a member</h2>
      <p className="muted">
        {winners} of {maxWinners} {maxWinners === 1 ? "winner" : "winners"} so far.
        {full ? " This reward has all its winners." : " Give the reward to a member you choose, even one who does not meet its conditions: they become its next winner and are told."}
      </p>
      {full ? null : (
        <Form method="post" {...getFormProps(form)} className="stack-sm">
          {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
          <input type="hidden" name="intent" value="award" />
          <Field label="User name" errors={fields.userName.errors} hint="The member's user name, as @name or name.">
            {({ id, describedBy, invalid }) => (
              <input
                {...getInputProps(fields.userName, { type: "text" })}
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoCapitalize="none"
                spellCheck={false}
                autoComplete="off"
              />
            )}
          </Field>
          <div>
            <StatusButton pendingText="Awarding…">Award reward</StatusButton>
          </div>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
