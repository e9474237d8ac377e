import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/trade";
import { loadTrade, tradeAction, type TradeData } from "~/.server/pies/trade.server";
import { PiePicture } from "~/components/pies/pie-parts";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useHydrated } from "~/hooks/use-hydrated";
import { customAmountSchema, priceFieldFor, sendSchema, sendToPieSchema, tradePath } from "~/lib/pies/trade-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars } from "../../../contract/pies/messages";
import { TRADE_TABS, tradeMessages as m, type TradeTab } from "../../../contract/pies/trade-messages";

export const handle: RouteHandle = { title: "Pies/Trade" };
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${TRADE_TABS.find((tab) => tab.value === loaderData.tab)?.label}: ${loaderData.pie.displayName}` : m.title },
  { name: "robots", content: "noindex" },
];

/**
 * /legacy/trade/{id or slug} (spec 3 §2 Buy or Send; ADR 0070): the pie's slice options and
 * the custom amount form (Buy), sending slices to a member (Send) or to the member's own pie
 * (Send to my pie). Signed in; a pie that is not live is not found.
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadTrade(context, url, params.idOrSlug);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return tradeAction(context, request, url, params.idOrSlug);
}

type Answer = { intent: string; result: SubmissionResult<string[]> | null; error: string | null } | undefined;
type Pie = TradeData["pie"];
const ids = (invalid: boolean, describedBy: string | undefined) => ({ "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

export default function Trade() {
  const { pie, tab } = useLoaderData<typeof loader>();
  const key = pie.slug ?? pie.pieId;
  return (
    <section className="page-narrow stack-lg">
      <p>
        <Link to={`/legacy/pies/${key}`}>← {pie.displayName}</Link>
      </p>
      <div className="pie-header">
        <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={pie.displayName ?? ""} small />
        <div className="stack-sm">
          <h1>{pie.displayName}</h1>
          <dl className="pie-stats">
            <div>
              <dt>{m.pricePerSlice}</dt>
              <dd>{pie.slicePrice ? formatDollars(pie.slicePrice.cents) : "---"}</dd>
            </div>
            <div>
              <dt>{m.available}</dt>
              <dd>{pie.availableSlices.toLocaleString("en-US")}</dd>
            </div>
            <div>
              <dt>{m.youHold}</dt>
              <dd data-testid="slices-held">{pie.slicesHeld.toLocaleString("en-US")}</dd>
            </div>
          </dl>
        </div>
      </div>
      <nav aria-label={m.title}>
        <ul className="pie-tabs">
          {TRADE_TABS.map((candidate) => (
            <li key={candidate.value}>
              <Link
                to={tradePath(key, candidate.value)}
                className={`wizard-step${candidate.value === tab ? " wizard-step-current" : ""}`}
                aria-current={candidate.value === tab ? "page" : undefined}
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === "buy" ? <BuyTab key={`buy-${pie.pieId}`} /> : null}
      {tab === "send" ? <SendTab key={`send-${pie.pieId}`} pie={pie} /> : null}
      {tab === "send-to-my-pie" ? <SendToMyPieTab key={`pie-${pie.pieId}`} pie={pie} /> : null}
    </section>
  );
}

function BuyTab() {
  const { pie, options, custom, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const selected = options.find((option) => option.isCustom) ?? options.find((option) => option.slices === custom) ?? options[0];
  if (!pie.canBuy || !pie.slicePrice) return <p className="empty">{m.cannotBuy}</p>;
  return (
    <div className="stack-lg">
      {options.length === 0 ? (
        <p className="empty">{m.notEnoughAvailable(0)}</p>
      ) : (
        <Form method="post" className="card stack">
          <input type="hidden" name="intent" value="buy" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {answer?.intent === "buy" && answer.error ? <Alert kind="danger">{answer.error}</Alert> : null}
          <fieldset className="stack-sm">
            <legend>{m.sliceOptions}</legend>
            {options.map((option) => (
              <label key={`${option.slices}-${option.isCustom}`} className="choice">
                <input type="radio" name="slices" value={option.slices} defaultChecked={option === selected} />{" "}
                {option.isCustom ? `${m.customAmount}: ` : ""}
                {m.slices(option.slices)} for {formatDollars(option.price.cents)}
              </label>
            ))}
          </fieldset>
          <StatusButton name="intent" value="buy" pendingText={m.buying}>
            {m.buy}
          </StatusButton>
        </Form>
      )}
      <CustomAmountForm unitCents={pie.slicePrice.cents} custom={custom} lastResult={answer?.intent === "custom" ? answer.result : null} />
    </div>
  );
}

/**
 * The custom amount form (spec 3 §5): validated on blur with JavaScript, Save enabled only when
 * the form is valid and changed; without it, Save always submits and the server answers 400
 * with the same messages.
 */
function CustomAmountForm({ unitCents, custom, lastResult }: { unitCents: number; custom: number | null; lastResult: SubmissionResult<string[]> | null }) {
  const enhanced = useHydrated();
  const schema = customAmountSchema(unitCents);
  const initial = { slices: custom ? String(custom) : "", price: custom ? priceFieldFor(custom, unitCents) : "" };
  const [form, fields] = useForm({
    id: "custom-amount",
    lastResult,
    defaultValue: initial,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const current = { slices: String(form.value?.slices ?? ""), price: String(form.value?.price ?? "") };
  const valid = schema.safeParse(current).success;
  const changed = current.slices !== initial.slices || current.price !== initial.price;
  return (
    <Form method="post" {...getFormProps(form)} className="card stack">
      <h2>{m.customAmount}</h2>
      <input type="hidden" name="intent" value="custom" />
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label={m.numberOfSlices} errors={fields.slices.errors} hint={`${formatDollars(unitCents)} a slice, at most 1000 at once.`}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.slices, { type: "text" })}
            inputMode="numeric"
            id={id}
            {...ids(invalid, describedBy)}
            onChange={(event) => {
              // With JavaScript the price follows the count.
              const count = Number(event.currentTarget.value.trim());
              if (Number.isInteger(count) && count > 0) form.update({ name: fields.price.name, value: priceFieldFor(count, unitCents) });
            }}
          />
        )}
      </Field>
      <Field label={m.piePrice} errors={fields.price.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.price, { type: "text" })} inputMode="decimal" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <StatusButton variant="secondary" name="intent" value="custom" pendingText="Saving…" disabled={enhanced && !(valid && changed)}>
        {m.save}
      </StatusButton>
    </Form>
  );
}

function SendTab({ pie }: { pie: Pie }) {
  const { idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const [form, fields] = useForm({
    id: "send-slices",
    lastResult: answer?.intent === "send" ? answer.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!pie.canTransfer) return <p className="empty">{m.cannotTransfer}</p>;
  if (pie.slicesHeld === 0) return <HoldNone pie={pie} />;
  return (
    <Form method="post" {...getFormProps(form)} className="card stack">
      <h2>Send slices to a member</h2>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label={m.recipient} errors={fields.userName.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.userName, { type: "text" })} autoComplete="off" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <Field label={m.numberOfSlices} errors={fields.slices.errors} hint={`You hold ${m.slices(pie.slicesHeld)}.`}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.slices, { type: "text" })} inputMode="numeric" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <StatusButton name="intent" value="send" pendingText={m.sending}>
        {m.send}
      </StatusButton>
    </Form>
  );
}

function SendToMyPieTab({ pie }: { pie: Pie }) {
  const { idempotencyKey, myPie } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const [form, fields] = useForm({
    id: "send-to-my-pie",
    lastResult: answer?.intent === "send-to-my-pie" ? answer.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendToPieSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!pie.canTransfer) return <p className="empty">{m.cannotTransfer}</p>;
  if (!myPie) return <p className="empty">{m.noPieOfYours}</p>;
  if (pie.slicesHeld === 0) return <HoldNone pie={pie} />;
  return (
    <Form method="post" {...getFormProps(form)} className="card stack">
      <h2>Send slices to {myPie.displayName}</h2>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label={m.numberOfSlices} errors={fields.slices.errors} hint={`You hold ${m.slices(pie.slicesHeld)}.`}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.slices, { type: "text" })} inputMode="numeric" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <StatusButton name="intent" value="send-to-my-pie" pendingText={m.sending}>
        {m.send}
      </StatusButton>
    </Form>
  );
}

function HoldNone({ pie }: { pie: Pie }) {
  const tab: TradeTab = "buy";
  return (
    <div className="card stack-sm">
      <p>{m.notEnoughHeld(0)}</p>
      <p>
        <Link to={tradePath(pie.slug ?? pie.pieId, tab)}>{m.buy}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
