// The embedded document preview (spec 1 §8): every page of a PDF stacked in a vertical
// scroll, bordered, at most 600 px wide (narrower when the space is), with one round link at
// the top right that opens the file in a new tab, shown once the page count is known. Load
// errors are only written to the console. pdf.js is heavy: import this module lazily, only
// where a document is shown (React.lazy), so no page pays for it on load.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { Document, Page, PasswordResponses, pdfjs } from "react-pdf";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { ExternalLinkIcon } from "~/components/ui/icons";
import { PDF_PREVIEW_DEFAULTS, pdfPreviewMessages as m } from "~/lib/pdf-preview";

// Served from this site: the Content-Security-Policy's worker-src 'self'.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
// The Content-Security-Policy has no 'unsafe-eval': pdf.js draws fonts without eval then.
const OPTIONS = { isEvalSupported: false };

interface Props {
  /** The PDF's URL, on this site. */
  file: string;
  /** What the document is called, for the link's and the region's names. */
  title: string;
  width?: number;
  scale?: number;
}

export default function PdfPreview({ file, title, width = PDF_PREVIEW_DEFAULTS.width, scale = PDF_PREVIEW_DEFAULTS.scale }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pageWidth, setPageWidth] = useState<number | null>(null);

  // Never wider than the space it has (a phone at 360 px): the frame's inner width, measured.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setPageWidth(Math.min(width, Math.floor(element.clientWidth - 2 * FRAME_PADDING)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const onPassword = useCallback((answer: (password: string) => void, reason: number) => {
    const password = window.prompt(reason === PasswordResponses.INCORRECT_PASSWORD ? m.invalidPassword : m.enterPassword);
    if (password !== null) answer(password);
  }, []);

  return (
    <div className="pdf-preview">
      {pageCount ? (
        <a className="pdf-preview-open" href={file} target="_blank" rel="noopener noreferrer" aria-label={m.openInNewTab(title)} title={m.openInNewTab(title)}>
          <ExternalLinkIcon />
        </a>
      ) : null}
      {/* A scrolling region: focusable, so keyboard users can scroll it too. */}
      <div ref={frame} className="pdf-preview-pages" role="region" aria-label={title} tabIndex={0}>
        {pageWidth ? (
          <Document
            file={file}
            options={OPTIONS}
            loading={m.loadingPdf}
            error={m.failedPdf}
            noData={m.noPdf}
            onLoadSuccess={(pdf) => setPageCount(pdf.numPages)}
            onLoadError={(error) => console.error(error)}
            onSourceError={(error) => console.error(error)}
            onPassword={onPassword}
          >
            {Array.from({ length: pageCount ?? 0 }, (_, index) => (
              <Page
                key={index + 1}
                pageNumber={index + 1}
                width={pageWidth}
                scale={scale}
                className="pdf-preview-page"
                loading={m.loadingPage}
                error={m.failedPage}
                noData={m.noPage}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onLoadError={(error) => console.error(error)}
                onRenderError={(error) => console.error(error)}
              />
            ))}
          </Document>
        ) : null}
      </div>
    </div>
  );
}

/** The frame's padding in CSS pixels (app/styles/app.css .pdf-preview-pages). */
const FRAME_PADDING = 8;
