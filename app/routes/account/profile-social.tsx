import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-social";
import { answerSocialAction, connectableProviders } from "~/.server/account/social.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { ProfileSocialDocument } from "~/graphql/generated";
import { profileTexts } from "~/lib/account/profile-texts";
import { socialMessages } from "~/lib/access/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { profileFormMessages, SHOWN_SOCIAL_PROVIDERS, SOCIAL_PROVIDER_LABELS, type ShownSocialProvider } from "../../../contract/account/profile";

export const handle: RouteHandle = { title: "Profile/Social" };
export const meta: Route.MetaFunction = () => [{ title: "Social accounts" }, { name: "robots", content: "noindex" }];

const RETURN_ERRORS: Record<string, string> = { ...socialMessages.errors, social_taken: profileFormMessages.socialTakenByOther };

/** The connections, and the outcome of a connection the provider just sent the browser back from. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfileSocialDocument), url);
  const connected = url.searchParams.get("connected");
  const error = url.searchParams.get("error");
  const notice = connected && connected in SOCIAL_PROVIDER_LABELS ? profileTexts.connected(SOCIAL_PROVIDER_LABELS[connected as ShownSocialProvider]) : null;
  return data({
    connections: user.me.socialMedias,
    connectable: connectableProviders(),
    notice,
    error: error ? (RETURN_ERRORS[error] ?? RETURN_ERRORS.provider_failed) : null,
  });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return answerSocialAction(context, request, url);
}

/** X (twitter), YouTube, Spotify and Twitch: connect or disconnect; a provider not set up here shows as unavailable. */
export default function ProfileSocial() {
  const { connections, connectable, notice, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const shownError = actionData?.error ?? error;
  return (
    <section className="stack-lg">
      <h1>Social accounts</h1>
      <ProfileTabs />
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {shownError ? <Alert kind="danger">{shownError}</Alert> : null}
      <ul className="card social-list" aria-label="Social accounts">
        {SHOWN_SOCIAL_PROVIDERS.map((provider) => {
          const label = SOCIAL_PROVIDER_LABELS[provider];
          const connection = connections.find((item) => item.provider === provider);
          return (
            <li key={provider} className="social-row">
              <div className="stack-sm">
                <strong>{label}</strong>
                <span className="muted small">{connection ? `Connected${connection.email ? ` as ${connection.email}` : ""}` : "Not connected"}</span>
              </div>
              {connection ? (
                <Form method="post">
                  <input type="hidden" name="provider" value={provider} />
                  <StatusButton name="intent" value="disconnect" variant="secondary" className="button-small" pendingText="Disconnecting…">
                    Disconnect<span className="visually-hidden"> {label}</span>
                  </StatusButton>
                </Form>
              ) : connectable.includes(provider) ? (
                <Form method="post">
                  <input type="hidden" name="provider" value={provider} />
                  <StatusButton name="intent" value="connect" className="button-small" pendingText="Connecting…">
                    Connect<span className="visually-hidden"> {label}</span>
                  </StatusButton>
                </Form>
              ) : (
                <span className="pill">{profileTexts.socialUnavailable}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
