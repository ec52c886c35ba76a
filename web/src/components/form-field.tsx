// The one form-field component: a Formik field shown with Chakra's Field, its error under it once
// the field was touched (or the form submitted). type="checkbox" renders a checkbox with `label` beside it;
// type="select" a native select of `options`; type="textarea" a multi-line box. `normalize` rewrites what
// is typed before it reaches the form (e.g. strip non-digits from a card number).
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { HTMLAttributes, ReactNode } from 'react';

export interface FieldOption {
  value: string;
  label: string;
}

interface FormFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'checkbox' | 'date' | 'textarea' | 'select';
  placeholder?: string;
  autoComplete?: string;
  helperText?: ReactNode;
  required?: boolean;
  /** type="select": the choices; `placeholder` becomes an empty first option. */
  options?: readonly FieldOption[];
  /** type="textarea": visible lines. */
  rows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  normalize?: (value: string) => string;
}

export function FormField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  helperText,
  required,
  options,
  rows = 5,
  inputMode,
  maxLength,
  normalize,
}: FormFieldProps) {
  const [field, meta, helpers] = useField({ name, type: type === 'checkbox' ? 'checkbox' : undefined });
  const invalid = meta.touched && !!meta.error;

  if (type === 'checkbox') {
    return (
      <Field.Root invalid={invalid} w="auto">
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
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
        </Checkbox.Root>
        {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
      </Field.Root>
    );
  }

  const value = (field.value as string | undefined) ?? '';
  const onChange = (e: { target: { value: string } }) => void helpers.setValue(normalize ? normalize(e.target.value) : e.target.value);

  let control: ReactNode;
  if (type === 'select') {
    control = (
      <NativeSelect.Root invalid={invalid}>
        <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={field.onBlur}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (type === 'textarea') {
    control = <Textarea name={name} value={value} onChange={onChange} onBlur={field.onBlur} placeholder={placeholder} rows={rows} maxLength={maxLength} />;
  } else {
    control = (
      <Input
        name={name}
        value={value}
        onChange={onChange}
        onBlur={field.onBlur}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    );
  }

  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
