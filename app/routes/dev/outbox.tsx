import { data, useLoaderData, Form } from "react-router";
import type { Route } from "./+types/outbox";
import { webEnv } from "~/.server/platform/env.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

export const meta: Route.MetaFunction = () => [{ title: "Outbox" }, { name: "robots", content: "noindex" }];

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** In a local trial (or with DEV_OUTBOX=true): the e-mails and texts the API sent, to read codes and links (DESIGN.md §3). */
export async function loader({ url }: Route.LoaderArgs) {
  const { devOutbox, upstreamUrl } = webEnv();
  if (!devOutbox) throw data("Not found", { status: 404 });
  const to = url.searchParams.get("to")?.trim() ?? "";
  if (!to) return { to, messages: [] as OutboxMessage[] };
  const response = await fetch(`${upstreamUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`).catch(() => null);
  if (!response?.ok) throw data("The outbox is unavailable.", { status: 503 });
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return { to, messages: body.messages };
}

export default function Outbox() {
  const { to, messages } = useLoaderData<typeof loader>();
  return (
    <main className="page-narrow stack">
      <h1>Outbox</h1>
      <p className="muted">Messages sent by the platform on this development instance, newest first.</p>
      <Form method="get" className="inline-search">
        <label htmlFor="outbox-to" className="visually-hidden">
          Recipient
        </label>
        <input id="outbox-to" name="to" type="text" defaultValue={to} placeholder="email or phone number" required />
        <button className="button button-secondary" type="submit">
          Show
        </button>
      </Form>
      {to && messages.length === 0 ? <p className="muted">Nothing sent to {to} yet.</p> : null}
      {messages.map((message) => (
        <article key={message.id} className="card stack">
          <h2>{message.subject}</h2>
          <p className="muted small">
            To {message.to} · {new Date(message.createdAt).toUTCString()}
          </p>
          <pre className="message-text">{message.text}</pre>
          {message.links.map((link) => (
            <a key={link} href={link}>
              {link}
            </a>
          ))}
        </article>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
