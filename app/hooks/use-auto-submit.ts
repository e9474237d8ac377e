import { useEffect, useRef } from "react";

/**
 * E-mailed single-use links confirm by POST (docs/decisions/0006): with JavaScript the
 * page presses its own button once, at once; without it the visitor presses it.
 * Pass `skip` once the form has been answered, so an error is shown, not resubmitted.
 */
export function useAutoSubmit(skip = false) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current || skip) return;
    submitted.current = true;
    formRef.current?.requestSubmit();
  }, [skip]);
  return formRef;
}
