// The report form's choice of the letter's language (docs/api.md#languages, "Letters"): English, or the company's
// home language when AirDesk speaks it (letterLanguagesFor, the same rule the API checks). The letter goes to the
// company in the language chosen; the same letter in English stays with the case for the traveller.
import { useEffect, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, type Language } from '@contracts/languages';
import { letterLanguagesFor } from '@contracts/letter-languages';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useFormikContext } from 'formik';
import { useAirline } from '../api/problems';
import type { ReportValues } from './report-values';

export interface LetterLanguageFieldProps {
  /** The chosen company's country (an Airline's `country`, a directory name such as "Germany", or an ISO code). */
  country: string;
  /** The letter language chosen (POST /api/problems `letterLanguage`). */
  value: Language;
  /** Called with the language chosen, and with 'en' when the company changes to one `value` is not offered for. */
  onChange: (lang: Language) => void;
  /** The form field's name (default `letterLanguage`). */
  name?: string;
}

/**
 * A select offering English and the company's language, with a short help text. Renders nothing when the company
 * has no home language AirDesk speaks: the letter is then in English, with nothing to choose.
 */
export function LetterLanguageField({ country, value, onChange, name = 'letterLanguage' }: LetterLanguageFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const options = letterLanguagesFor(country);
  const offered = options.includes(value);
  useEffect(() => {
    if (!offered) onChange('en');
  }, [offered, onChange]);
  if (options.length < 2) return null;
  return (
    <Field.Root data-testid="letter-language-field">
      <Field.Label htmlFor={id}>{t`Letter language`}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          name={name}
          value={offered ? value : 'en'}
          onChange={(e) => onChange(e.target.value as Language)}
          aria-describedby={`${id}-help`}
        >
          {options.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText id={`${id}-help`}>
        {t`The company receives the letter in the language you choose. The same letter in English stays with your case, so you can always read what was sent.`}
      </Field.HelperText>
    </Field.Root>
  );
}

/** The field for the company chosen in the report form (its country from the directory). */
export function ReportLetterLanguage({ value, onChange }: Pick<LetterLanguageFieldProps, 'value' | 'onChange'>) {
  const { values } = useFormikContext<ReportValues>();
  const airline = useAirline(values.airlineId);
  if (!airline) return null;
  return <LetterLanguageField country={airline.country} value={value} onChange={onChange} />;
}
