import { Form, href, Link, useActionData } from "react-router";
import type { Route } from "./+types/contacts-import";
import { contactImportAction } from "~/.server/hosting/guests/contacts.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { contactsTexts as t } from "~/lib/hosting/guests/contact-form";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Contacts/Import", backTo: href("/rep-club/contacts") };

export const meta: Route.MetaFunction = () => [{ title: t.importTitle }, { name: "robots", content: "noindex" }];

/** Bulk import of contacts from a CSV file: upload, see what will be saved and each row's problems, then import. */
export async function action({ request, context, url }: Route.ActionArgs) {
  return contactImportAction(context, url, request);
}

export default function ContactsImport() {
  const answer = useActionData<typeof action>();
  const preview = answer && "preview" in answer ? answer.preview : null;
  const error = answer && "error" in answer ? answer.error : null;
  return (
    <div className="stack-lg host-guests-page">
      <h1>{t.importTitle}</h1>
      <p className="muted">{t.importHint}</p>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <Form method="post" encType="multipart/form-data" className="card stack">
        <div className="field">
          <label htmlFor="contacts-file">CSV file</label>
          <input id="contacts-file" type="file" name="file" accept=".csv,text/csv" required />
        </div>
        <div className="form-actions">
          <StatusButton name="intent" value="preview" variant="secondary" pendingText="Reading…">
            Preview
          </StatusButton>
        </div>
      </Form>

      {preview ? (
        <section className="stack" aria-labelledby="preview-title">
          <h2 id="preview-title">{t.previewTitle}</h2>
          <p>
            {preview.valid} of {preview.rows.length} rows can be imported.
          </p>
          <div className="table-scroll">
            <table className="import-table">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className={row.errors.length ? "import-row-error" : undefined}>
                    <td>{row.line}</td>
                    <td>{row.name}</td>
                    <td>{row.emailAddress}</td>
                    <td>{row.phoneNumber}</td>
                    <td>{row.errors.length ? row.errors.join(" ") : row.updatesExisting ? "Updates a contact" : "New contact"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.valid > 0 ? (
            <Form method="post" className="button-row">
              <input type="hidden" name="csv" value={answer && "csv" in answer ? answer.csv : ""} />
              <StatusButton name="intent" value="import" pendingText="Importing…">
                Import {preview.valid} contacts
              </StatusButton>
              <Link to={href("/rep-club/contacts")} className="button button-secondary">
                Cancel
              </Link>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
