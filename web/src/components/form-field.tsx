// The one form-field component: a Formik field shown with Chakra's Field, its error under it once
// the field was touched (or the form submitted). type="checkbox" renders a checkbox with `label` beside it.
import { Checkbox, Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FormFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'checkbox';
  placeholder?: string;
  autoComplete?: string;
  helperText?: ReactNode;
  required?: boolean;
}

export function FormField({ name, label, type = 'text', placeholder, autoComplete, helperText, required }: FormFieldProps) {
  const [field, meta, helpers] = useField({ name, type: type === 'checkbox' ? 'checkbox' : undefined });
  const invalid = meta.touched && !!meta.error;

  if (type === 'checkbox') {
    return (
      <Field.Root invalid={invalid}>
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

  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...field} value={field.value ?? ''} type={type} placeholder={placeholder} autoComplete={autoComplete} />
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
