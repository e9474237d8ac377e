// The auth modal's forms. They post to the auth pages' own actions (/auth/sign-up,
// /auth/login) through fetchers, so the rules, messages and redirects are the pages'
// ones: an answer with errors shows here; a redirect (signed in, or "Check your inbox!")
// navigates as the page would.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { action as loginAction, loader as loginLoader } from "~/routes/access/login";
import type { action as mfaAction } from "~/routes/access/mfa";
import { MfaCodeForm } from "./mfa-code-form";
import type { action as signUpAction, loader as signUpLoader } from "~/routes/access/sign-up";
import { fetcherFormTarget } from "./form-target";
import { LoginCodeStep, LoginIdentifyForm, LoginPasswordForm } from "./login-forms";
import { SignUpForm } from "./sign-up-form";
import { authMessages as m } from "~/lib/access/messages";

export type AuthModalView = "sign-up" | "login" | "verify-code" | "second-factor";

type LoginFetcher = ReturnType<typeof useFetcher<typeof loginAction>>;

interface Props {
  view: AuthModalView;
  returnTo: string;
  onSwitch: (view: AuthModalView) => void;
}

const withTo = (path: string, to: string) => `${path}?${new URLSearchParams({ to })}`;
/** The login page's action as the modal posts to it: a second factor is then asked here, not on /auth/mfa (spec 1 §2.3). */
const modalLogin = (to: string) => `/auth/login?${new URLSearchParams({ to, modal: "1" })}`;

export default function AuthModalBody({ view, returnTo, onSwitch }: Props) {
  // One login fetcher for the login and verify-code views: they are the steps of the login page's action.
  const login = useFetcher<typeof loginAction>();
  const step = login.data?.step;
  useEffect(() => {
    if (view === "login" && step === "code") onSwitch("verify-code");
    if ((view === "login" || view === "verify-code") && step === "second-factor") onSwitch("second-factor");
    // The identity chip's edit (or a code step that ended) goes back to the first step.
    if (view === "verify-code" && (step === "identify" || step === "password")) onSwitch("login");
  }, [view, step, onSwitch]);

  if (view === "sign-up") return <SignUpView returnTo={returnTo} onSwitch={onSwitch} />;
  if (view === "verify-code") return <VerifyCodeView fetcher={login} returnTo={returnTo} onSwitch={onSwitch} />;
  if (view === "second-factor") return <SecondFactorView returnTo={returnTo} />;
  return <LoginView fetcher={login} returnTo={returnTo} onSwitch={onSwitch} />;
}

function Switch({ children }: { children: React.ReactNode }) {
  return <p className="auth-links auth-modal-switch">{children}</p>;
}

function SwitchButton({ to, onSwitch, children }: { to: AuthModalView; onSwitch: Props["onSwitch"]; children: React.ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={() => onSwitch(to)}>
      {children}
    </button>
  );
}

function SignUpView({ returnTo, onSwitch }: Omit<Props, "view">) {
  const page = useFetcher<typeof signUpLoader>();
  const submit = useFetcher<typeof signUpAction>();
  const { load } = page;
  useEffect(() => {
    load("/auth/sign-up");
  }, [load]);
  const result = submit.data && "result" in submit.data ? submit.data.result : undefined;
  const attempt = submit.data && "attempt" in submit.data ? submit.data.attempt : 0;
  const target = fetcherFormTarget(submit, withTo("/auth/sign-up", returnTo));

  // The form waits for its loader data: the country picker takes its default (US) only when mounted with its options.
  if (!page.data) {
    return (
      <section className="stack">
        <h2 id="auth-modal-title">Sign up</h2>
        <p role="status">Loading…</p>
      </section>
    );
  }
  if (page.data.pendingEmail) {
    return (
      <section className="stack">
        <h2 id="auth-modal-title">{m.checkInboxTitle}</h2>
        <p>{m.checkInboxText}</p>
        <a href={withTo("/auth/sign-up", returnTo)}>Resend or use a different email</a>
      </section>
    );
  }
  return (
    <section className="stack">
      <h2 id="auth-modal-title">Sign up</h2>
      <SignUpForm target={target} lastResult={result} attempt={attempt} prefillEmail="" countries={page.data.countries} />
      <Switch>
        Already have an account?{" "}
        <SwitchButton to="login" onSwitch={onSwitch}>
          Login
        </SwitchButton>
      </Switch>
    </section>
  );
}

interface LoginProps extends Omit<Props, "view"> {
  fetcher: LoginFetcher;
}

function LoginView({ fetcher, returnTo, onSwitch }: LoginProps) {
  const answer = fetcher.data;
  const step = answer?.step === "password" ? "password" : "identify";
  const target = fetcherFormTarget(fetcher, modalLogin(returnTo));
  return (
    <section className="stack">
      <h2 id="auth-modal-title">Log in</h2>
      {step === "identify" ? (
        <LoginIdentifyForm key="identify" target={target} defaultUserName={answer?.userName ?? ""} lastResult={answer?.result} />
      ) : (
        <LoginPasswordForm key={`password-${answer!.userName}`} target={target} userName={answer!.userName} lastResult={answer?.result} attempt={answer?.attempt} />
      )}
      <Switch>
        Don't have an account?{" "}
        <SwitchButton to="sign-up" onSwitch={onSwitch}>
          Sign up
        </SwitchButton>
      </Switch>
    </section>
  );
}

/**
 * The code step (spec 1 §2.1 "Verify Code"): the login page's own code step, posting to
 * its action through the login fetcher. The code's state (expiry, resend wait, block) is
 * in the session, so the login page's loader is read again after every answer.
 */
function VerifyCodeView({ fetcher, returnTo, onSwitch }: LoginProps) {
  const page = useFetcher<typeof loginLoader>();
  const { load } = page;
  const answer = fetcher.data;
  useEffect(() => {
    load("/auth/login");
  }, [load, answer]);
  const target = fetcherFormTarget(fetcher, modalLogin(returnTo));
  const phone = page.data?.phone;
  return (
    <section className="stack">
      <h2 id="auth-modal-title">Verify code</h2>
      {phone ? (
        <LoginCodeStep
          target={target}
          phone={phone}
          serverNow={page.data!.serverNow}
          answer={answer}
        />
      ) : page.data ? (
        <p>Log in with your phone number to get a code.</p>
      ) : (
        <p role="status">Loading…</p>
      )}
      <Switch>
        <SwitchButton to="login" onSwitch={onSwitch}>
          Back to login
        </SwitchButton>
        <span aria-hidden="true">·</span>
        <SwitchButton to="sign-up" onSwitch={onSwitch}>
          Sign up
        </SwitchButton>
      </Switch>
    </section>
  );
}

/**
 * The second factor of a login made in the modal (spec 1 §2.1, §2.3): the code from the e-mail
 * or SMS, posted to the /auth/mfa page's action, whose success signs in and returns to the page
 * the visitor was on.
 */
function SecondFactorView({ returnTo }: { returnTo: string }) {
  const verify = useFetcher<typeof mfaAction>();
  return (
    <section className="stack">
      <h2 id="auth-modal-title">Two-factor verification</h2>
      <MfaCodeForm target={fetcherFormTarget(verify, withTo("/auth/mfa", returnTo))} answer={verify.data} />
    </section>
  );
}
