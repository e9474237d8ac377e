import { href, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/login";
import { loadLoginPage, loginAction, type LoginStep } from "~/.server/access/login.server";
import { usePageFormTarget } from "~/components/access/form-target";
import { LoginCodeStep, LoginIdentifyForm, LoginPasswordForm } from "~/components/access/login-forms";
import { PasskeyLogin } from "~/components/access/passkey-login";
import { SocialButtons } from "~/components/access/social-buttons";

export const meta: Route.MetaFunction = () => [
  { title: "Log in" },
  { name: "robots", content: "noindex" },
];

/** The phone-code attempt in progress (kept in the session cookie), so reloads and no-JS pages show it. */
export function loader({ context }: Route.LoaderArgs) {
  return loadLoginPage(context);
}

/**
 * The phone-code state lives in the session and reaches the page through the loader:
 * refresh it after every submission, refused ones (4xx) included.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;

/** Two-step login (spec 1 §2.1); the steps are in ~/.server/access/login.server. The auth modal posts here too. */
export function action({ request, context, url }: Route.ActionArgs) {
  return loginAction(context, request, url);
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const { phone, serverNow } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const target = usePageFormTarget();
  const step: LoginStep = actionData?.step ?? (phone ? "code" : "identify");
  const to = searchParams.get("to");
  const query = to ? `?to=${encodeURIComponent(to)}` : "";

  return (
    <>
      <h1>Log in</h1>
      {step === "identify" ? (
        <LoginIdentifyForm key="identify" target={target} defaultUserName={actionData?.userName ?? ""} lastResult={actionData?.result}>
          <PasskeyLogin userNameField="userName" />
        </LoginIdentifyForm>
      ) : step === "code" && phone ? (
        <LoginCodeStep
          target={target}
          phone={phone}
          serverNow={serverNow}
          answer={actionData}
        />
      ) : (
        <LoginPasswordForm
          key={`password-${actionData?.userName}`}
          target={target}
          userName={actionData!.userName}
          lastResult={actionData?.result}
          attempt={actionData?.attempt ?? 0}
        />
      )}
      <SocialButtons termsNotice />
      <p className="auth-links">
        <Link to={href("/auth/forgot-password")}>Forgot your password?</Link>
        <span>
          Don't have an account? <Link to={`${href("/auth/sign-up")}${query}`}>Sign up</Link>
        </span>
      </p>
    </>
  );
}
