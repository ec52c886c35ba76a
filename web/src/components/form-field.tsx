// The form-field component: a Formik field shown with Chakra's Field, its error under it once the field was
// touched (or the form submitted). type="textarea" renders a multi-line box. `normalize` rewrites what is
// typed before it reaches the form (e.g. strip non-digits from a card number). A checkbox is CheckboxField
// (checkbox-field.tsx) and a native select SelectField (select-field.tsx): modules of their own, so a form
// without one does not load Chakra's checkbox machine or select styles.
// An error is the shared contracts' message (or the API's, already in the page's language): shown in the active
// language by FieldError, whose translation loads with the first error shown.
// Accessibility: the control is described by its error (or else its helper text), so a screen reader reads
// the error with the field; after a submit that failed, the form's first invalid field takes the focus.
import { Input } from '@chakra-ui/react';
import { Field } from './ui/field';
import { Textarea } from './ui/textarea';
import { useField, useFormikContext, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';
import { lazy, Suspense, useEffect, useId, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';

const FieldErrorText = lazy(() => import('./field-error'));

/**
 * A field's error under it. Its text waits (a moment, the first time) for the module and catalogue that translate
 * it, inside its own Suspense: the form around it stays on screen.
 */
export function FieldError({ error }: { error: string | undefined }) {
  return (
    <Field.ErrorText>
      <Suspense fallback={null}>
        <FieldErrorText error={error ?? ''} />
      </Suspense>
    </Field.ErrorText>
  );
}

export interface FieldOption {
  value: string;
  label: string;
}

/** What every field variant takes. */
export interface BaseFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

interface FormFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'datetime-local' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
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

export interface FieldState {
  field: FieldInputProps<unknown>;
  meta: FieldMetaProps<unknown>;
  helpers: FieldHelperProps<unknown>;
  invalid: boolean;
  root: RefObject<HTMLDivElement | null>;
  ids: { errorText: string; helperText: string };
  /** The control's aria-describedby. */
  describedBy: string | undefined;
}

/** The Formik state of one field and the ids that tie its control to its error or helper text. */
export function useFieldState(name: string, helperText: ReactNode, type?: 'checkbox'): FieldState {
  const [field, meta, helpers] = useField({ name, type });
  const invalid = meta.touched && !!meta.error;
  const root = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(root);
  const uid = useId();
  const ids = { errorText: `${uid}-error`, helperText: `${uid}-helper` };
  // Chakra/Ark link the error only through aria-errormessage, which several screen readers ignore.
  const describedBy = invalid ? ids.errorText : helperText ? ids.helperText : undefined;
  return { field, meta, helpers, invalid, root, ids, describedBy };
}

/** The label, the control, and the helper text or the error under it. */
export function FieldFrame({
  state: { root, ids, invalid, meta },
  label,
  helperText,
  required,
  children,
}: Omit<BaseFieldProps, 'name'> & { state: FieldState; children: ReactNode }) {
  return (
    <Field.Root ref={root} ids={ids} invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <FieldError error={meta.error} />}
    </Field.Root>
  );
}

export function FormField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  helperText,
  required,
  rows = 5,
  inputMode,
  maxLength,
  normalize,
}: FormFieldProps) {
  const state = useFieldState(name, helperText);
  const { field, helpers, describedBy } = state;
  const value = (field.value as string | undefined) ?? '';
  const onChange = (e: { target: { value: string } }) =>
    void helpers.setValue(normalize ? normalize(e.target.value) : e.target.value);

  return (
    <FieldFrame state={state} label={label} helperText={helperText} required={required}>
      {type === 'textarea' ? (
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
      ) : (
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
      )}
    </FieldFrame>
  );
}
