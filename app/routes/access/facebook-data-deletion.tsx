import { href, Link } from "react-router";
import type { Route } from "./+types/facebook-data-deletion";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { SUPPORT_EMAIL } from "~/lib/constants";

export const meta: Route.MetaFunction = () => [
  { title: "Facebook data deletion instructions" },
  { name: "description", content: "How to remove the data we received from Facebook, or your whole account." },
];

/** The data-deletion instructions page a social provider links to (spec 1 §2.1, §2.2). */
export default function FacebookDataDeletion() {
  return (
    <article className="legal-page legal-document stack">
      <h1>Facebook data deletion instructions</h1>
      <p>
        If you signed up or signed in with Facebook, we received your name, your e-mail address and, if you allowed it, your
        profile picture. We use them only to create and sign in to your account. You can remove this data at any time.
      </p>
      <h2>Remove our access from Facebook</h2>
      <ol>
        <li>On Facebook, open <strong>Settings &amp; privacy</strong>, then <strong>Settings</strong>.</li>
        <li>Open <strong>Apps and websites</strong> (under Security, or Your activity).</li>
        <li>Find our app in the list and choose <strong>Remove</strong>.</li>
        <li>Tick the option to delete posts, videos or events the app posted for you, if you want them gone too, then confirm.</li>
      </ol>
      <p>Facebook then stops sending us data. Your account with us stays open, and you can still sign in with your e-mail and password.</p>
      <h2>Delete the data we hold</h2>
      <ol>
        <li>Sign in and open <Link to={href("/profile")}>your profile</Link>, then <strong>Settings</strong>.</li>
        <li>Under <strong>Social accounts</strong>, disconnect Facebook: we delete the Facebook identifier and any data we took from it.</li>
        <li>
          To delete everything, choose <strong>Delete account</strong>. Your account is deactivated at once and erased after
          90 days (you can reactivate it until then).
        </li>
      </ol>
      <h2>Ask us to do it</h2>
      <p>
        If you can't sign in, e-mail <a href={`mailto:${SUPPORT_EMAIL}?subject=Facebook%20data%20deletion`}>{SUPPORT_EMAIL}</a>{" "}
        from the address of your account with the subject "Facebook data deletion". We confirm within 30 days and tell you
        when the data is gone. Records the law makes us keep (such as payments) are kept only for as long as it requires.
      </p>
      <p>
        See also our <Link to={href("/privacy-policy")}>Privacy Policy</Link>.
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
