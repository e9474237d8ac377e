import type { SubmissionResult } from "@conform-to/react";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contacts";
import { contactsAction, loadContacts } from "~/.server/hosting/guests/contacts.server";
import { ContactForm } from "~/components/hosting/guests/contact-form";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { contactsTexts as t } from "~/lib/hosting/guests/contact-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Contacts", backTo: href("/events") };

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

/** The host's contacts (spec 2 §3 Contact, group): who they invite, and which of them are members. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadContacts(context, url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return contactsAction(context, url, await request.formData());
}

type Answer = { formId: string; result: SubmissionResult<string[]> | { status: "error"; error: Record<string, string[]> } };

export default function Contacts() {
  const { filters, search, groups, cities } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const resultFor = (formId: string) => (answer?.formId === formId ? (answer.result as SubmissionResult<string[]>) : undefined);
  const selectionError = answer?.formId === "selection" ? (answer.result as { error?: Record<string, string[] | null> }).error?.contactIds?.[0] : undefined;
  const groupError = answer?.formId === "save-group" ? (answer.result as { error?: Record<string, string[] | null> }).error?.name?.[0] : undefined;
  return (
    <div className="stack-lg host-guests-page">
      <header className="page-head row-between">
        <h1>{t.title}</h1>
        <Link className="button button-secondary" to={href("/rep-club/contacts/import")}>
          {t.importLink}
        </Link>
      </header>

      <section className="card stack" aria-labelledby="add-contact-title">
        <h2 id="add-contact-title">{t.addTitle}</h2>
        <ContactForm lastResult={resultFor("add-contact")} />
      </section>

      <section className="stack" aria-labelledby="contacts-title">
        <h2 id="contacts-title">
          {search.totalCount} {search.totalCount === 1 ? "contact" : "contacts"}
        </h2>
        <Form method="get" role="search" className="contact-filters">
          <label>
            Search
            <input type="search" name="q" defaultValue={filters.query ?? ""} maxLength={100} />
          </label>
          <label>
            Group
            <select name="group" defaultValue={filters.groupId ?? ""}>
              <option value="">All groups</option>
              {groups.map((group) => (
                <option key={group.groupId} value={group.groupId}>
                  {group.groupName} ({group.memberCount})
                </option>
              ))}
            </select>
          </label>
          <label>
            City
            <select name="city" defaultValue={filters.city ?? ""}>
              <option value="">All cities</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-secondary">
            Filter
          </button>
        </Form>

        {search.nodes.length ? (
          <Form method="post" className="stack">
            <fieldset className="stack-sm contact-list" aria-describedby={selectionError ? "selection-error" : undefined}>
              <legend className="visually-hidden">Choose contacts</legend>
              {search.nodes.map((contact) => (
                <label key={contact.contactId} className="checkbox contact-row">
                  <input type="checkbox" name="contactIds" value={contact.contactId} />
                  <span>
                    <strong>{contact.name}</strong> {contact.userId ? <span className="pill pill-success">{t.member}</span> : <span className="pill">{t.notMember}</span>}
                    <span className="muted small block">{[contact.emailAddress, contact.phoneNumber, contact.city, ...contact.groups.map((group) => group.groupName)].filter(Boolean).join(" · ")}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div id="selection-error" className="field-error" aria-live="polite">
              {selectionError}
            </div>
            <div className="button-row">
              {groups.length ? (
                <>
                  <label className="visually-hidden" htmlFor="group-to-add">
                    Group to add the chosen contacts to
                  </label>
                  <select id="group-to-add" name="groupId">
                    {groups.map((group) => (
                      <option key={group.groupId} value={group.groupId}>
                        {group.groupName}
                      </option>
                    ))}
                  </select>
                  <StatusButton name="intent" value="add-to-group" variant="secondary">
                    Add to group
                  </StatusButton>
                </>
              ) : null}
              <StatusButton name="intent" value="delete-contacts" variant="danger">
                Delete chosen
              </StatusButton>
            </div>
          </Form>
        ) : (
          <p className="empty">{t.empty}</p>
        )}
        {search.pageInfo.hasNextPage && search.pageInfo.endCursor ? (
          <Link className="button button-secondary" to={`?${new URLSearchParams({ q: filters.query ?? "", after: search.pageInfo.endCursor })}`}>
            Next page
          </Link>
        ) : null}
      </section>

      <section className="card stack" aria-labelledby="groups-title">
        <h2 id="groups-title">{t.groupsTitle}</h2>
        <Form method="post" className="row inline-save">
          <div className="field">
            <label htmlFor="group-name">New group</label>
            <input id="group-name" name="name" maxLength={60} required aria-invalid={groupError ? true : undefined} aria-describedby="group-name-error" />
            <div id="group-name-error" className="field-error" aria-live="polite">
              {groupError}
            </div>
          </div>
          <StatusButton name="intent" value="save-group" variant="secondary">
            Create group
          </StatusButton>
        </Form>
        {groups.length ? (
          <ul className="stack-sm">
            {groups.map((group) => (
              <li key={group.groupId}>
                <Form method="post" className="row inline-save">
                  <input type="hidden" name="groupId" value={group.groupId} />
                  <label className="visually-hidden" htmlFor={`rename-${group.groupId}`}>
                    Name of the group {group.groupName}
                  </label>
                  <input id={`rename-${group.groupId}`} name="name" defaultValue={group.groupName} maxLength={60} required />
                  <span className="muted small">{group.memberCount} contacts</span>
                  <StatusButton name="intent" value="save-group" variant="ghost">
                    Rename
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
