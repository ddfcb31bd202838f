import type { FormikErrors } from 'formik';

/** What a zod (classic or mini) schema offers: `safeParse` with issues carrying a path and a message. */
type SafeParseSchema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
};

/**
 * A formik `validate` function from a zod schema; each field gets its first issue's message (an i18n key,
 * STYLE rule 15). Works with `zod/mini`, and needs neither formik nor zod at run time, so a form without
 * formik (the login form) can use it too.
 */
export function toFormikValidate<Values>(schema: SafeParseSchema) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    const errors: Record<string, unknown> = {};
    for (const issue of result.error?.issues ?? []) {
      const keys = issue.path.map(String);
      const last = keys.pop();
      if (last === undefined) continue;
      // Nested fields get nested errors, as formik expects; the first issue of a field wins.
      let node = errors;
      for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
      node[last] ??= issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
