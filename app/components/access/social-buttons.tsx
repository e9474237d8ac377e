import { href, useRouteLoaderData, useSearchParams } from "react-router";
import { authMessages, socialMessages } from "~/lib/access/messages";
import { layoutId } from "~/routes/layouts-by-prefix";

/** The auth layout (app/routes/access/routes.ts), placed under `/auth`. */
const AUTH_LAYOUT_ID = layoutId("routes/access/layout", "auth");

const LABELS: Record<string, string> = {
  google: socialMessages.continueWithGoogle,
  apple: socialMessages.continueWithApple,
};

/**
 * "Continue with Google / Apple" on the login and sign-up pages: plain links to the
 * API's start endpoint (spec 1 §7), a full-page round trip that needs no JavaScript.
 * The providers come from the auth layout's loader. A first social sign-in creates an
 * account, so where no other terms notice is shown, this one says what continuing means.
 */
export function SocialButtons({ termsNotice = false }: { termsNotice?: boolean }) {
  const layout = useRouteLoaderData(AUTH_LAYOUT_ID) as { socialProviders?: string[] } | undefined;
  const [searchParams] = useSearchParams();
  const providers = layout?.socialProviders ?? [];
  if (providers.length === 0) return null;
  const to = searchParams.get("to");
  const returnPath = `${href("/auth/process")}${to ? `?${new URLSearchParams({ to })}` : ""}`;
  return (
    <div className="stack" role="group" aria-label="Social sign-in">
      <p className="muted small text-center">
        {socialMessages.orDivider}
      </p>
      {providers.map((provider) => (
        <a
          key={provider}
          className="button button-secondary"
          href={`/api/auth/${provider}/login?${new URLSearchParams({ redirect_uri: returnPath })}`}
        >
          {LABELS[provider] ?? provider}
        </a>
      ))}
      {termsNotice ? <p className="muted small">{authMessages.termsNotice}</p> : null}
    </div>
  );
}
