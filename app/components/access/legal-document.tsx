/** A sanitised legal document (the HTML comes from app/.server/sanitize.server.ts, never raw). */
export function LegalDocument({ html, version, documentUrl }: { html: string; version: string; documentUrl: string }) {
  return (
    <div className="legal-page stack">
      <div className="legal-document" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="muted small">
        Version {version} ·{" "}
        <a href={documentUrl} target="_blank" rel="noopener noreferrer">
          Open the original document
        </a>
      </p>
    </div>
  );
}
