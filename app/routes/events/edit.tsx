import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { changeEventStatus, loadEventForm, loadEventPreview, saveEventInfo } from "~/.server/events/editor.server";
import { EventDetails, EventHero } from "~/components/events/event-details";
import { loadSimulation, loadTickets, saveTicketAction } from "~/.server/events/ticket-editor.server";
import { SimulateCost } from "~/components/events/simulate-cost";
import { loadQuestions, loadSettings, saveQuestionsAction, saveSettingsAction } from "~/.server/events/event-settings.server";
import { QuestionsTab } from "~/components/events/questions-tab";
import { SettingsTab } from "~/components/events/settings-tab";
import { loadSeriesDates, repeatAction } from "~/.server/events/event-series.server";
import { RepeatEvent } from "~/components/events/repeat-event";
import { EditorTabs, editorTabOf } from "~/components/events/editor-tabs";
import { EventInfoForm } from "~/components/events/event-info-form";
import { TicketEditor, TicketList } from "~/components/events/tickets-tab";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/Edit ${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "event"}`,
  backTo: href("/events"),
};
export const meta: Route.MetaFunction = () => [{ title: "Edit event" }, { name: "robots", content: "noindex" }];

/** The event editor for an existing event (spec 2 §2, /events/edit/{id}?tab=info|guest|settings|questions|preview): its host and co-hosts only. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const form = await loadEventForm(context, url, params.id);
  const tab = editorTabOf(url.searchParams.get("tab"));
  const simulation = tab === "guest" ? await loadSimulation(context, url, form.event.eventId) : null;
  const body = {
    ...form,
    tab,
    simulation,
    tickets: tab === "guest" ? await loadTickets(context, url, form.event.eventId) : null,
    settings: tab === "settings" ? await loadSettings(context, url, form.event.eventId) : null,
    questions: tab === "questions" ? await loadQuestions(context, url, form.event.eventId) : null,
    seriesDates: tab === "info" ? await loadSeriesDates(context, url, form.event.eventId) : [],
    preview: tab === "preview" ? await loadEventPreview(context, url, form.event.eventId) : null,
  };
  // A simulated price that breaks a rule is answered with the rule at its field, and 400.
  return data(body, { status: simulation?.errors ? 400 : 200 });
}

/** Save the Info form or a ticket; publish a draft; duplicate the event; cancel or delete it (its creator only). */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  if (intent === "publish" || intent === "duplicate" || intent === "delete" || intent === "cancel") return changeEventStatus(context, url, params.id, intent);
  if (intent === "save-ticket") return saveTicketAction(context, formData, url, params.id);
  if (intent === "save-settings") return saveSettingsAction(context, formData, url, params.id);
  if (intent === "save-questions") return saveQuestionsAction(context, formData, url, params.id);
  if (intent === "repeat") return repeatAction(context, formData, url, params.id);
  return saveEventInfo(context, request, url, params.id);
}

export default function EditEvent() {
  const { event, defaults, imageUrl, timeZones, tab, tickets, settings, questions, seriesDates, preview, simulation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const repeatError = actionData && "repeatError" in actionData ? actionData.repeatError : undefined;
  const basePath = href("/events/edit/:id", { id: event.eventId });
  return (
    <section className="stack card narrow">
      <h1>Edit event</h1>
      <p className="editor-links">
        <Link to={href("/events/:slug", { slug: event.slug })}>View event page</Link>
      </p>
      {event.status === "DRAFT" ? (
        <Form method="post" className="draft-banner">
          <p>This event is a draft: only you and your co-hosts can see it.</p>
          <StatusButton name="intent" value="publish" pendingText="Publishing…">
            Publish
          </StatusButton>
        </Form>
      ) : null}
      <EditorTabs basePath={basePath} current={tab} />
      {tab === "guest" && tickets ? (
        <>
          <TicketList tickets={tickets.tickets} basePath={basePath} />
          <TicketEditor
            // A fresh form after every save: the next ticket starts empty, an edit starts from what was saved.
            key={`${tickets.editing?.eventTicketId ?? "new"}-${tickets.tickets.length}-${JSON.stringify(tickets.defaults)}`}
            timeZone={tickets.timeZone}
            defaults={tickets.defaults}
            lastResult={result}
            editing={tickets.editing}
            basePath={basePath}
          />
          <SimulateCost
            basePath={basePath}
            editingTicketId={tickets.editing?.eventTicketId ?? null}
            simulation={simulation}
            initial={{ price: tickets.defaults.price ?? "", quantity: "1", gratuity: String(tickets.defaults.gratuityPercentage ?? 0) }}
          />
        </>
      ) : tab === "questions" && questions ? (
        <QuestionsTab key={JSON.stringify(questions)} defaults={questions} lastResult={result} basePath={basePath} />
      ) : tab === "preview" && preview ? (
        <section className="editor-preview stack" aria-labelledby="preview-note">
          <p id="preview-note" className="muted">
            How the event page looks to guests. As a host you also see what is kept for approved guests, such as a reserved address.{" "}
            <Link to={href("/events/:slug", { slug: preview.slug })}>Open the event page</Link>
          </p>
          <div className="editor-preview-frame" inert>
            <EventHero event={preview} />
            <EventDetails event={preview} headingLevel={2} />
          </div>
        </section>
      ) : tab === "settings" && settings ? (
        <SettingsTab key={JSON.stringify(settings)} defaults={settings.form} document={settings.document} lastResult={result} basePath={basePath} />
      ) : (
        <EventInfoForm
          defaults={defaults}
          imageUrl={imageUrl}
          timeZones={timeZones} lastResult={result} isNew={false} submitLabel="Save changes" />
      )}
      {tab === "info" ? <RepeatEvent dates={seriesDates} error={repeatError} /> : null}
      {tab === "info" ? (
        <Form method="post" className="editor-duplicate">
          <StatusButton name="intent" value="duplicate" variant="secondary" pendingText="Duplicating…">
            Duplicate event
          </StatusButton>
        </Form>
      ) : null}
      {event.isCreator && tab === "info" && event.status !== "CANCELLED" ? (
        <details className="danger-zone">
          <summary>Cancel this event</summary>
          <Form method="post" className="stack">
            <p>
              The event shows as cancelled and its tickets stop working at the door. Every ticket holder is told, and every paid booking is refunded in full through the
              payment provider.
            </p>
            <StatusButton name="intent" value="cancel" variant="danger" pendingText="Cancelling…">
              Cancel event and refund everyone
            </StatusButton>
          </Form>
        </details>
      ) : null}
      {event.isCreator && tab === "info" ? (
        <details className="danger-zone">
          <summary>Delete this event</summary>
          <Form method="post" className="stack">
            <p>Guests lose access to the event page. This cannot be undone here.</p>
            <StatusButton name="intent" value="delete" variant="danger" pendingText="Deleting…">
              Delete event
            </StatusButton>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
