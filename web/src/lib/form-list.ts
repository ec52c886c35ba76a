// A list field of a Formik form (the report's passengers and expenses): add an entry, remove one. Formik's own
// FieldArray does the same, but it is built with Formik's connect(), which brings hoist-non-react-statics and
// react-is into the form's first load; the form's context already holds everything a list needs.
import { getIn, setIn, useFormikContext } from 'formik';

export function useFieldList<Item>(name: string) {
  const { values, touched, setFieldValue, setTouched } = useFormikContext<object>();
  const items = (getIn(values, name) as Item[] | undefined) ?? [];
  return {
    items,
    push: (item: Item) => void setFieldValue(name, [...items, item]),
    /** Removes entry `index`; the entries after it keep what was touched of them, as they move up. */
    remove: (index: number) => {
      const seen: unknown = getIn(touched, name);
      if (Array.isArray(seen))
        void setTouched(
          setIn(
            touched,
            name,
            seen.filter((_, i) => i !== index),
          ) as typeof touched,
          false,
        );
      void setFieldValue(
        name,
        items.filter((_, i) => i !== index),
      );
    },
  };
}
