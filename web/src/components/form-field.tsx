// The one form-field component: a Formik field shown with Chakra's Field, its error under it once
// the field was touched (or the form submitted). type="checkbox" renders a checkbox with `label` beside it;
// type="select" a native select of `options`; type="textarea" a multi-line box. `normalize` rewrites what
// is typed before it reaches the form (e.g. strip non-digits from a card number).
// Accessibility: the control is described by its error (or else its helper text), so a screen reader reads
// the error with the field; after a submit that failed, the form's first invalid field takes the focus.
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { registerRecipes } from '../theme/recipes';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe, input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});

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

/**
 * Once a submit has finished with errors (the schema's or the server's field issues), focus moves to the
 * first invalid control of the form: its label and error are read out, and on a phone it scrolls into view.
 * Every field runs this; they all pick the same first control.
 */
function useFocusFirstInvalid(root: RefObject<HTMLDivElement | null>) {
  const { submitCount, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const first = root.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && document.activeElement !== first) first.focus();
  }, [submitCount, isSubmitting, root]);
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
  const root = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(root);
  const uid = useId();
  const ids = { errorText: `${uid}-error`, helperText: `${uid}-helper` };
  // Chakra/Ark link the error only through aria-errormessage, which several screen readers ignore.
  const describedBy = invalid ? ids.errorText : helperText ? ids.helperText : undefined;

  if (type === 'checkbox') {
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

  const value = (field.value as string | undefined) ?? '';
  const onChange = (e: { target: { value: string } }) =>
    void helpers.setValue(normalize ? normalize(e.target.value) : e.target.value);

  let control: ReactNode;
  if (type === 'select') {
    control = (
      <NativeSelect.Root invalid={invalid}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={onChange}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
        >
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
    control = (
      <Textarea
        name={name}
        value={value}
        onChange={onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={describedBy}
      />
    );
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
        aria-describedby={describedBy}
      />
    );
  }

  return (
    <Field.Root ref={root} ids={ids} invalid={invalid} required={required}>
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
