// The auth modal's forms. They post to the auth pages' own actions (/auth/sign-up,
// /auth/login) through fetchers, so the rules, messages and redirects are the pages'
// ones: an answer with errors shows here; a redirect (signed in, or "Check your inbox!")
// navigates as the page would.
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import type { action as signUpAction, loader as signUpLoader } from "~/routes/access/sign-up";
import { fetcherFormTarget } from "./form-target";
import { LoginIdentifyForm, LoginPasswordForm } from "./login-forms";
import { SignUpForm } from "./sign-up-form";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { CODE_LENGTH } from "~/lib/access/constants";
import { authMessages as m } from "~/lib/access/messages";

export type AuthModalView = "sign-up" | "login" | "verify-code";

type LastResult = SubmissionResult<string[]> | undefined;
/**
 * What the login action answers short of a redirect. Kept loose on purpose: a code step
 * (phone or second factor) may add fields, and the modal shows what it gets.
 */
interface LoginAnswer {
  step?: string;
  userName: string;
  result?: LastResult;
  attempt?: number;
  message?: string;
}

interface Props {
  view: AuthModalView;
  returnTo: string;
  onSwitch: (view: AuthModalView) => void;
}

const withTo = (path: string, to: string) => `${path}?${new URLSearchParams({ to })}`;

export default function AuthModalBody({ view, returnTo, onSwitch }: Props) {
  // One login fetcher for the login and verify-code views: the code step is whatever the login action answers next.
  const login = useFetcher();
  const answer = login.data as LoginAnswer | undefined;
  const step = answer?.step;
  useEffect(() => {
    // A login answer that is neither step of the password flow is a code step (phone or second factor).
    if (view === "login" && step && step !== "identify" && step !== "password") onSwitch("verify-code");
  }, [view, step, onSwitch]);

  if (view === "sign-up") return <SignUpView returnTo={returnTo} onSwitch={onSwitch} />;
  if (view === "verify-code") return <VerifyCodeView fetcher={login} answer={answer} returnTo={returnTo} onSwitch={onSwitch} />;
  return <LoginView fetcher={login} answer={answer} returnTo={returnTo} onSwitch={onSwitch} />;
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

function SubmitButton({ busy, disabled, children, ...rest }: React.ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button type="submit" className="button button-primary" disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
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
  fetcher: FetcherWithComponents<unknown>;
  answer: LoginAnswer | undefined;
}

function LoginView({ fetcher, answer, returnTo, onSwitch }: LoginProps) {
  const step = answer?.step === "password" ? "password" : "identify";
  const target = fetcherFormTarget(fetcher, withTo("/auth/login", returnTo));
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
 * The code step (spec 1 §2.1 "Verify Code"): shows what the login action answered for a
 * phone or second-factor login and posts the code back to it with the same identity.
 */
function VerifyCodeView({ fetcher, answer, returnTo, onSwitch }: LoginProps) {
  const errors = answer?.result?.error ?? {};
  const formError = errors[""]?.[0];
  const codeError = errors.otpCode?.[0] ?? errors.code?.[0];
  const message = typeof answer?.message === "string" ? answer.message : null;
  return (
    <section className="stack">
      <h2 id="auth-modal-title">Verify code</h2>
      {message ? <Alert kind="info">{message}</Alert> : null}
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {answer?.userName ? (
        <fetcher.Form method="post" action={withTo("/auth/login", returnTo)} className="stack">
          <input type="hidden" name="userName" value={answer.userName} />
          <Field label="Verification code" errors={codeError ? [codeError] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name="otpCode" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={CODE_LENGTH} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoFocus />
            )}
          </Field>
          <SubmitButton name="intent" value="verify-code" busy={fetcher.state !== "idle"}>
            Verify Code
          </SubmitButton>
        </fetcher.Form>
      ) : (
        <p>Log in with your phone number to get a code.</p>
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
