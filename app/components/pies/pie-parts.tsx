// Pieces of the pie area's pages: the pie's picture (drawn by the server, or its layers stacked
// in the wizard's preview), the wizard's steps, the dashboard's tabs, and the onboarding notice
// (a dialog with JavaScript, a notice without).
import { useEffect, useRef, type SyntheticEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useFullMediaSrc } from "~/hooks/use-media-src";
import { Link } from "react-router";
import { PIE_WIZARD_STEPS, pieTexts as t, type PieWizardStep } from "../../../contract/pies/messages";
import { WizardStepList } from "~/components/ui/wizard-steps";
import { DEFAULT_PIE_IMAGE, piePictureSrc, type PieLayerImage } from "~/lib/pies/picture";

/** Spec 1 §3/§8: a layer or picture that fails to load shows the default pie image. */
function showDefaultPie(event: SyntheticEvent<HTMLImageElement>) {
  if (!event.currentTarget.src.endsWith(DEFAULT_PIE_IMAGE)) event.currentTarget.src = DEFAULT_PIE_IMAGE;
}

/**
 * A saved pie's picture: one image the server draws from its layers (ADR 0095), named by the
 * pie's appearance version, so a page need not carry the layers; the default pie image when it has none.
 */
export function PiePicture({ pieId, appearanceVersion, name, small }: { pieId: string; appearanceVersion: string | null; name: string; small?: boolean }) {
  return (
    <div className={`pie-image${small ? " pie-image-small" : ""}`} role="img" aria-label={`${name} pie`}>
      <img
        src={piePictureSrc(pieId, appearanceVersion)}
        alt=""
        width={200}
        height={200}
        // A card's picture (lists, the slider) waits until it nears the screen; a page's own is at once.
        loading={small ? "lazy" : undefined}
        onError={showDefaultPie}
      />
    </div>
  );
}

/** The layers stacked, bottom first: the wizard's and the edit page's preview, which changes before anything is saved. */
export function PieImage({ layers, name }: { layers: readonly PieLayerImage[]; name: string }) {
  // Uploaded layer pictures are stored images (the media host's); the built-in ones are the web app's files.
  const mediaSrc = useFullMediaSrc();
  const pictures =
    layers.length === 0
      ? [{ key: "default", src: DEFAULT_PIE_IMAGE }]
      : layers.map((layer) => ({ key: layer.layer, src: layer.imageUrl.startsWith("/media/") ? mediaSrc(layer.imageUrl) : layer.imageUrl }));
  return (
    <div className="pie-image" role="img" aria-label={`${name} pie`}>
      {pictures.map((picture) => (
        <img key={picture.key} src={picture.src} alt="" width={200} height={200} onError={showDefaultPie} />
      ))}
    </div>
  );
}

/** Steps Details, Appearance, Slices, Summary; those the draft has reached are links. */
export function PieWizardSteps({ current, reached }: { current: PieWizardStep; reached: number }) {
  return (
    <WizardStepList label="Create pie steps" steps={PIE_WIZARD_STEPS} current={current} pathOf={(step, index) => (index <= reached ? `/legacy/pie-hub/${step}` : null)} />
  );
}

/** The dashboard's tabs (spec 3 §2: Overview, Sales, Rewards, Achievements), as links. */
export function PieDashboardTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Pie dashboard">
      <ul className="pie-tabs">
        {t.dashboardTabs.map((tab) => (
          <li key={tab.path}>
            <Link
              to={tab.path}
              className={`wizard-step${tab.label === current ? " wizard-step-current" : ""}`}
              aria-current={tab.label === current ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The onboarding dialog (spec 3 §2): opens 1 second after load. Server-rendered as a notice
 * with a link, so it also shows without JavaScript; with it, the notice becomes the dialog.
 */
export function PieOnboarding() {
  const dialog = useRef<HTMLDialogElement>(null);
  const enhanced = useHydrated();
  useEffect(() => {
    if (!enhanced) return;
    const timer = setTimeout(() => dialog.current?.showModal?.(), 1000);
    return () => clearTimeout(timer);
  }, [enhanced]);
  const body = (
    <>
      <h2>{t.onboardingTitle}</h2>
      <p>{t.onboardingBody}</p>
      <p>
        <Link to="/legacy/pie-hub">{t.continueWizard}</Link>
      </p>
    </>
  );
  if (!enhanced) return <aside className="card stack">{body}</aside>;
  return (
    <dialog ref={dialog} className="pie-onboarding stack" aria-labelledby="pie-onboarding-title">
      <h2 id="pie-onboarding-title">{t.onboardingTitle}</h2>
      <p>{t.onboardingBody}</p>
      <p>
        <Link to="/legacy/pie-hub">{t.continueWizard}</Link>
      </p>
      <form method="dialog">
        <button type="submit" className="button button-secondary">
          Close
        </button>
      </form>
    </dialog>
  );
}
