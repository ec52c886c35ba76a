// A Formik text value chosen from a native select of `options` (`placeholder` becomes an empty first option),
// framed like every field (form-field.tsx). A module of its own, so forms without a select do not load it.
import { NativeSelect } from './ui/native-select';
import { FieldFrame, useFieldState, type BaseFieldProps, type FieldOption } from './form-field';

interface SelectFieldProps extends BaseFieldProps {
  options: readonly FieldOption[];
  placeholder?: string;
}

export function SelectField({ name, label, helperText, required, options, placeholder }: SelectFieldProps) {
  const state = useFieldState(name, helperText);
  const { field, helpers, invalid, describedBy } = state;
  const value = (field.value as string | undefined) ?? '';
  return (
    <FieldFrame state={state} label={label} helperText={helperText} required={required}>
      <NativeSelect.Root invalid={invalid}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
