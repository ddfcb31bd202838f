import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: when validation stops a submit, focus moves to the first field marked invalid
 * (`aria-invalid`, which a field sets once touched, as a submit touches every field), so that keyboard and
 * screen-reader users land on what to fix, hearing its error, rather than staying on the submit button with
 * nothing said. A submit that passes validation, or fails on the server, leaves focus alone.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const markerRef = useRef<HTMLSpanElement>(null);
  const handledRef = useRef(0);
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handledRef.current) return;
    handledRef.current = submitCount;
    if (!invalid) return;
    const form = markerRef.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, invalid]);
  // Only to find the form it is in.
  return <span ref={markerRef} hidden />;
}
