import { parseWithZod } from "@conform-to/zod/v4";
import { useAutoSubmit } from "~/hooks/use-auto-submit";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/mfa";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { abandonSecondFactor, requirePendingSecondFactor } from "~/.server/access/mfa.server";
import { anyRefusal, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { signInAndRedirect } from "~/.server/access/sign-in.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { MfaCodeForm } from "~/components/access/mfa-code-form";
import { usePageFormTarget } from "~/components/access/form-target";
import { StatusButton } from "~/components/ui/status-button";
import { codeMessages as m } from "~/lib/access/messages";
import { mfaCodeSchema } from "~/lib/access/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor verification" }, { name: "robots", content: "noindex" }];

/**
 * The second factor (spec 1 §2.1): the code from the e-mail or SMS, or the e-mailed
 * link's token, which the page confirms by POST (JavaScript presses Continue at once,
 * docs/decisions/0006).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  requirePendingSecondFactor(context, url);
  return { token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const auth = requirePendingSecondFactor(context, url);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "logout") return abandonSecondFactor(context);

  if (intent === "resend") {
    try {
      await getApi(context).auth("password/resend-otp", { refreshToken: auth.refreshToken, purpose: "VerifySignIn" });
      return data({ notice: m.otpResent, result: undefined, error: null });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, anyRefusal);
      return data({ notice: null, result: undefined, error: refusal.message }, { status: refusal.status });
    }
  }

  const submission = parseWithZod(formData, { schema: mfaCodeSchema });
  if (submission.status !== "success") {
    return data({ notice: null, result: submission.reply({ hideFields: ["otp"] }), error: null }, { status: 400 });
  }
  const { otp } = submission.value;
  try {
    const info = await getApi(context).auth("password/verify-otp", {
      refreshToken: auth.refreshToken,
      otp,
      purpose: "VerifySignIn",
    });
    // The e-mailed link says so when it worked (spec 1 §2.1).
    if (otp.length > 6) getSession(context).flash({ kind: "success", message: m.verified });
    return signInAndRedirect(context, info, url);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    if (refusal.code === "AUTH_NOT_AUTHENTICATED") return abandonSecondFactor(context);
    return data(
      { notice: null, result: submission.reply({ formErrors: [refusal.message], hideFields: ["otp"] }), error: null },
      { status: refusalStatus(refusal) },
    );
  }
}

export default function Mfa() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="stack">
      <h1>Two-factor verification</h1>
      {token && !actionData?.result ? <ConfirmToken token={token} /> : <CodeEntry />}
      <Form method="post" className="button-row">
        <StatusButton name="intent" value="logout" variant="secondary" pendingText="Leaving…">
          Contact us
        </StatusButton>
        <StatusButton name="intent" value="logout" variant="secondary" pendingText="Leaving…">
          Sign Up
        </StatusButton>
      </Form>
    </section>
  );
}

/** The e-mailed link: confirmed by POST, pressed by JavaScript at once (mail scanners open links too). */
function ConfirmToken({ token }: { token: string }) {
  const formRef = useAutoSubmit();
  return (
    <Form method="post" ref={formRef} className="stack">
      <p>Press Continue to verify this sign-in.</p>
      <input type="hidden" name="otp" value={token} />
      <StatusButton name="intent" value="verify" pendingText="Verifying…">
        Continue
      </StatusButton>
    </Form>
  );
}

function CodeEntry() {
  return <MfaCodeForm target={usePageFormTarget()} answer={useActionData<typeof action>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
