import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/verify-phone-number";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { currentPhoneCode, recordCodeError, sendPhoneCode } from "~/.server/access/phone-code.server";
import { loadOrThrow, refusalOrThrow, refusalStatus, type ShownRefusal } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { PhoneCodeForm } from "~/components/access/phone-code-form";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { TwoFactorSettingsDocument } from "~/graphql/generated";
import { codeMessages as m } from "~/lib/access/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { safeRedirect } from "~/lib/safe-redirect";
import { verifyPhoneCodeSchema } from "~/lib/access/schemas";

export const handle: RouteHandle = { title: "Verify your phone number" };
export const meta: Route.MetaFunction = () => [{ title: "Verify your phone number" }, { name: "robots", content: "noindex" }];

const doneTarget = (url: URL) => safeRedirect(url.searchParams.get("to"), "/profile/settings");

async function profilePhone(context: Route.LoaderArgs["context"], url: URL) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(TwoFactorSettingsDocument), url);
  return user.me;
}

/** Phone-number verification: a code to the profile's number, typed back (spec 1 §2.1 "Other access screens"). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  if (user.isPhoneNumberVerified) throw redirect(doneTarget(url));
  const me = await profilePhone(context, url);
  const phone = currentPhoneCode(context, "verify-phone");
  const sentToThisNumber = phone && phone.state.phoneNumber === me.phoneNumber ? phone : null;
  return { phoneNumber: me.phoneNumber ?? null, phone: sentToThisNumber ? { view: sentToThisNumber.state, unblocked: sentToThisNumber.unblocked } : null, serverNow: Date.now() };
}

/**
 * The phone-code state lives in the session and reaches the page through the loader:
 * refresh it after every submission, refused ones (4xx) included.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;

/** Any refusal but a 401 (a lost session or refused credentials), which becomes the page's response. */
const notUnauthorized: ShownRefusal = (refusal) => refusal.status < 500 && refusal.status !== 401;

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  if (user.isPhoneNumberVerified) throw redirect(doneTarget(url));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const me = await profilePhone(context, url);
  if (!me.phoneNumber) return data({ notice: null, error: null, result: undefined, attempt: 0 }, { status: 400 });

  try {
    if (intent === "send" || intent === "resend") {
      const { resendRefused } = await sendPhoneCode(context, "verify-phone", me.phoneNumber);
      if (resendRefused && intent === "resend") return data({ notice: null, error: m.resendTooSoon, result: undefined, attempt: Date.now() }, { status: 429 });
      return data({ notice: intent === "send" ? m.codeSent : m.codeResent, error: null, result: undefined, attempt: Date.now() });
    }
    const submission = parseWithZod(formData, { schema: verifyPhoneCodeSchema });
    if (submission.status !== "success") {
      return data({ notice: null, error: null, result: submission.reply({ hideFields: ["code"] }), attempt: Date.now() }, { status: 400 });
    }
    try {
      await getApi(context).auth("phone/verify-number/confirm", { code: submission.value.code }, { bearer: true });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, notUnauthorized);
      recordCodeError(context, refusal);
      return data(
        { notice: null, error: null, result: submission.reply({ formErrors: [refusal.message], hideFields: ["code"] }), attempt: Date.now() },
        { status: refusalStatus(refusal) },
      );
    }
    const session = getSession(context);
    session.setPhoneCode(undefined);
    session.updateUser({ isPhoneNumberVerified: true });
    session.flash({ kind: "success", message: m.phoneVerified });
    return redirect(doneTarget(url));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, notUnauthorized);
    return data({ notice: null, error: refusal.message, result: undefined, attempt: 0 }, { status: refusal.status });
  }
}

export default function VerifyPhoneNumber() {
  const { phoneNumber, phone, serverNow } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="stack card narrow">
      <h1>Verify your phone number</h1>
      {!phoneNumber ? (
        <p>
          Add a phone number to your profile first. <Link to={href("/profile")}>Go to your profile</Link>
        </p>
      ) : (
        <>
          <p>
            We will send a 6-digit code to <strong>{phoneNumber}</strong>.
          </p>
          {actionData?.notice ? <Alert kind="success">{actionData.notice}</Alert> : null}
          {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
          {phone ? (
            <PhoneCodeForm
              key={phone.view.phoneNumber}
              view={phone.view}
              serverNow={serverNow}
              unblocked={phone.unblocked}
              lastResult={actionData?.result}
              attempt={actionData?.attempt ?? 0}
            />
          ) : (
            <Form method="post">
              <StatusButton name="intent" value="send" pendingText="Sending…">
                Send code
              </StatusButton>
            </Form>
          )}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
