// A Formik boolean shown as a checkbox with its label beside it, its error under it once touched
// (form-field.tsx has the shared field state). A native checkbox, visually hidden, inside its label, drawn by
// Chakra's Checkmark (the box Chakra's own Checkbox draws, from the same recipe): a form needs no state
// machine for a box that is ticked or not, and Chakra's Checkbox brought one (zag's machine and focus-visible
// tracking, some 10 kB gzipped) into the first load of every form that has a checkbox.
import { chakra } from '@chakra-ui/react';
import { Checkmark } from './ui/checkmark';
import { Field } from './ui/field';
import { useState } from 'react';
import { FieldError, useFieldState, type BaseFieldProps } from './form-field';

export function CheckboxField({ name, label }: Pick<BaseFieldProps, 'name' | 'label'>) {
  const { field, meta, helpers, invalid, root, ids, describedBy } = useFieldState(name, undefined, 'checkbox');
  const [focusVisible, setFocusVisible] = useState(false);
  const checked = !!field.value;
  return (
    <Field.Root ref={root} ids={ids} invalid={invalid} w="auto">
      <chakra.label display="inline-flex" gap="2" alignItems="flex-start" verticalAlign="top" position="relative">
        <chakra.input
          type="checkbox"
          srOnly
          name={name}
          checked={checked}
          onChange={(e) => {
            void helpers.setValue(e.currentTarget.checked);
            void helpers.setTouched(true, false);
          }}
          onFocus={(e) => setFocusVisible(e.currentTarget.matches(':focus-visible'))}
          onBlur={(e) => {
            setFocusVisible(false);
            field.onBlur(e);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <Checkmark
          size="sm"
          checked={checked}
          mt="0.5"
          aria-hidden
          data-invalid={invalid ? '' : undefined}
          data-focus-visible={focusVisible ? '' : undefined}
        />
        <chakra.span textStyle="sm" fontWeight="normal" userSelect="none">
          {label}
        </chakra.span>
      </chakra.label>
      {invalid && <FieldError error={meta.error} />}
    </Field.Root>
  );
}
