import { Form, useNavigation, type FetcherWithComponents } from "react-router";

/**
 * Where an auth form posts and how it tells that its submission is in flight. The pages
 * post with <Form> to their own action; the auth modal posts with a fetcher to the same
 * page's action, so both get the page's rules, messages and redirects.
 */
export interface FormTarget {
  Form: typeof Form | FetcherWithComponents<unknown>["Form"];
  /** The action URL; a page leaves it out and posts to itself. */
  action?: string;
  /** Prefix for the form ids, so two renderings never share one. */
  idPrefix: string;
  isSubmitting: (intent: string) => boolean;
}

/** A page's target: its own action, pending while the navigation carries the button's intent. */
export function usePageFormTarget(): FormTarget {
  const navigation = useNavigation();
  return {
    Form,
    idPrefix: "",
    isSubmitting: (intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** The auth modal's target: a fetcher posting to an auth page's action, pending while it carries the button's intent. */
export function fetcherFormTarget(fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state" | "formData">, action: string): FormTarget {
  return {
    Form: fetcher.Form,
    action,
    idPrefix: "auth-modal-",
    isSubmitting: (intent) => fetcher.state === "submitting" && fetcher.formData?.get("intent") === intent,
  };
}
