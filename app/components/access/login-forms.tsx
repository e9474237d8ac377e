// The login steps' forms, shared by the login page and the auth modal. The page posts
// with <Form> to its own action; the modal posts with a fetcher to the same action
// (/auth/login), so both get the page's rules, messages and redirects.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, type FetcherWithComponents } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { EditIcon } from "~/components/ui/icons";
import { loginIdentifySchema, loginPasswordSchema } from "~/lib/access/schemas";

type LastResult = SubmissionResult<string[]> | undefined;

/** Where a login form posts and how it tells that its submission is in flight. */
export interface LoginFormTarget {
  Form: typeof Form | FetcherWithComponents<unknown>["Form"];
  /** The action URL; the page leaves it out and posts to itself. */
  action?: string;
  /** Prefix for the form ids, so two renderings never share one. */
  idPrefix: string;
  isSubmitting: (intent: string) => boolean;
}

/** The login page's target: its own action, pending while the navigation carries the intent. */
export function usePageLoginTarget(): LoginFormTarget {
  const navigation = useNavigation();
  return {
    Form,
    idPrefix: "",
    isSubmitting: (intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** The auth modal's target: a fetcher posting to the login page's action. */
export function fetcherLoginTarget(fetcher: FetcherWithComponents<unknown>, action: string): LoginFormTarget {
  return { Form: fetcher.Form, action, idPrefix: "auth-modal-", isSubmitting: () => fetcher.state !== "idle" };
}

function SubmitButton({ target, intent, pendingText, children }: { target: LoginFormTarget; intent: string; pendingText: string; children: string }) {
  const pending = target.isSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} className="button button-primary" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}

/** Step 1: who is signing in. `children` go inside the form, after Continue (the page's passkey button). */
export function LoginIdentifyForm({
  target,
  defaultUserName,
  lastResult,
  children,
}: {
  target: LoginFormTarget;
  defaultUserName: string;
  lastResult: LastResult;
  children?: React.ReactNode;
}) {
  const [form, fields] = useForm({
    id: `${target.idPrefix}login-identify`,
    lastResult,
    defaultValue: { userName: defaultUserName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginIdentifySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
      <Field label="Email, Username, or Phone Number" errors={fields.userName.errors}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.userName, { type: "text" })}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        )}
      </Field>
      <SubmitButton target={target} intent="identify" pendingText="Continuing…">
        Continue
      </SubmitButton>
      {children}
    </target.Form>
  );
}

/** Step 2 by password: the identity chip, then the password. */
export function LoginPasswordForm({
  target,
  userName,
  lastResult,
  attempt,
}: {
  target: LoginFormTarget;
  userName: string;
  lastResult: LastResult;
  attempt: number | undefined;
}) {
  const [form, fields] = useForm({
    id: `${target.idPrefix}login-password`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="stack">
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <IdentityChip target={target} userName={userName} />
      <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="userName" value={userName} />
        <Field label="Password" errors={fields.password.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.password, { type: "password" })}
              key={attempt}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="current-password"
              autoFocus
            />
          )}
        </Field>
        <SubmitButton target={target} intent="sign-in" pendingText="Signing in…">
          Sign In
        </SubmitButton>
      </target.Form>
    </div>
  );
}

/** Who is signing in, with the edit icon that returns to step 1. */
export function IdentityChip({ target, userName }: { target: LoginFormTarget; userName: string }) {
  return (
    <target.Form method="post" action={target.action} className="identity-chip">
      <span>{userName}</span>
      <input type="hidden" name="userName" value={userName} />
      <button type="submit" name="intent" value="edit" className="icon-button" aria-label="Edit">
        <EditIcon />
      </button>
    </target.Form>
  );
}
