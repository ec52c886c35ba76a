// A Formik boolean shown as a checkbox with its label beside it, its error under it once touched
// (form-field.tsx has the shared field state). A module of its own: Chakra's checkbox (its state machine and
// focus-visible tracking) loads only with a form that has one.
import { Checkbox, Field } from '@chakra-ui/react';
import { useFieldState, type BaseFieldProps } from './form-field';

export function CheckboxField({ name, label }: Pick<BaseFieldProps, 'name' | 'label'>) {
  const { field, meta, helpers, invalid, root, ids, describedBy } = useFieldState(name, undefined, 'checkbox');
  return (
    <Field.Root ref={root} ids={ids} invalid={invalid} w="auto">
      <Checkbox.Root
        name={name}
        checked={!!field.value}
        onCheckedChange={(e) => {
          void helpers.setValue(e.checked === true);
          void helpers.setTouched(true, false);
        }}
        size="sm"
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} aria-describedby={describedBy} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
