// The one adapter between the shared zod contracts and Formik: a schema becomes a Formik `validate`
// function, and the API's field issues become Formik errors.
import type { FieldIssue } from '@contracts';
import { setIn, type FormikErrors } from 'formik';
import type { ZodMiniType } from 'zod/mini';

function toErrors<V>(issues: { path: string; message: string }[]): FormikErrors<V> {
  let errors: FormikErrors<V> = {};
  for (const issue of issues) {
    if (!issue.path) continue;
    // The first message for a field wins, as in the schema's own order.
    const exists = issue.path
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors);
    if (exists === undefined) errors = setIn(errors, issue.path, issue.message) as FormikErrors<V>; // Formik types setIn as any
  }
  return errors;
}

export function zodValidate<V>(schema: ZodMiniType) {
  return (values: V): FormikErrors<V> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return toErrors<V>(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  };
}

/**
 * The same for a schema loaded on first use: a form inside a dialog on a page that has no other form (the
 * contact correction on /directory) keeps zod out of the page's first load. Formik awaits the promise.
 */
export function lazySchema<S extends ZodMiniType>(load: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  const schema = () => (loading ??= load());
  return {
    /** Starts the download, e.g. when the dialog opens, so the first check does not wait for it. */
    preload: () => void schema(),
    schema,
    validate:
      <V>() =>
      async (values: V): Promise<FormikErrors<V>> =>
        zodValidate<V>(await schema())(values),
  };
}

/** Field errors of a 400 answer (ApiError.issues), for formik.setErrors. */
export const issuesToErrors = <V>(issues: FieldIssue[]) => toErrors<V>(issues);
