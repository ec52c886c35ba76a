// The one adapter between the shared zod contracts and Formik: a schema becomes a Formik `validate`
// function, and the API's field issues become Formik errors.
import type { FieldIssue } from '@contracts';
import { setIn, type FormikErrors } from 'formik';
import { useEffect, useState } from 'react';
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

function zodValidate<V>(schema: ZodMiniType) {
  return (values: V): FormikErrors<V> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return toErrors<V>(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  };
}

/**
 * The same for a schema loaded on first use, so zod and the contract's rules stay out of a page's first
 * load: every form of the SPA validates through this. Formik awaits the promise, so the first check waits
 * for the download once; `preload` (the form's onFocus, or a dialog opening) starts it before the first
 * keystroke, so in practice nothing waits.
 */
export function lazySchema<S extends ZodMiniType>(load: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  let loaded: S | undefined;
  const schema = () =>
    (loading ??= load().then((s) => {
      loaded = s;
      return s;
    }));
  return {
    /** Starts the download, e.g. when the form is focused or a dialog opens, so the first check does not wait. */
    preload: () => void schema(),
    schema,
    /** The schema if it has loaded, for code that runs during render (useLoadedSchema). */
    current: () => loaded,
    validate:
      <V>() =>
      async (values: V): Promise<FormikErrors<V>> =>
        zodValidate<V>(await schema())(values),
  };
}

export type LazySchema<S extends ZodMiniType> = ReturnType<typeof lazySchema<S>>;

/** A lazy schema for rendering: undefined until it has loaded, which `wanted` starts. */
export function useLoadedSchema<S extends ZodMiniType>(lazy: LazySchema<S>, wanted: boolean): S | undefined {
  const [schema, setSchema] = useState(lazy.current);
  useEffect(() => {
    if (!wanted || schema) return;
    let live = true;
    void lazy.schema().then((s) => {
      if (live) setSchema(() => s);
    });
    return () => {
      live = false;
    };
  }, [lazy, wanted, schema]);
  return schema;
}

/** Field errors of a 400 answer (ApiError.issues), for formik.setErrors. */
export const issuesToErrors = <V>(issues: FieldIssue[]) => toErrors<V>(issues);
