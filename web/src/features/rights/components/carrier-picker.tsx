// The rights check's airline: a type-ahead on the public carrier look-up (GET /api/rights/carriers, at most 8,
// asked once typing pauses) writing the Formik field `airlineId`. The chosen carrier's name stays in the box;
// typing again clears the choice.
import type { Carrier } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useState } from 'react';
import { CompanyTypeahead } from '../../../components/company-typeahead';
import { Field } from '../../../components/ui/field';
import { useCarrierSearch } from '../../../lib/rights-calls';

const codes = (c: Carrier) => [c.iataCode, c.icaoCode].filter(Boolean).join(' / ');

export function CarrierPicker({ chosen, onChoose }: { chosen: Carrier | null; onChoose: (c: Carrier | null) => void }) {
  const { t } = useLingui();
  const [, meta, helpers] = useField<string>('airlineId');
  const [query, setQuery] = useState(chosen?.name ?? '');
  const typing = chosen === null ? query : '';
  const { matches, settled, error } = useCarrierSearch(typing);
  const noMatch = settled && !error && matches.length === 0;
  const invalid = meta.touched && !chosen && query.trim() !== '';
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>
        <Trans>Airline</Trans>
      </Field.Label>
      <CompanyTypeahead
        query={query}
        onQueryChange={(text) => {
          setQuery(text);
          if (chosen) {
            onChoose(null);
            void helpers.setValue('');
          }
        }}
        searching={typing}
        minLength={2}
        matches={matches}
        settled={settled}
        empty={{
          text: error
            ? error.message
            : noMatch
              ? t`No airline found. Try its name or its two-letter code.`
              : t`Searching…`,
        }}
        detail={(c) => [codes(c), c.country].filter(Boolean).join(' · ')}
        onChoose={(c) => {
          onChoose(c);
          setQuery(c.name);
          void helpers.setValue(String(c.id));
        }}
        onBlur={() => void helpers.setTouched(true, false)}
        placeholder={t`Airline name or code, e.g. Lufthansa or LH`}
        testId="carrier-typeahead"
        maxLength={100}
        catchEnter
      />
      <Field.HelperText data-testid="carrier-chosen">
        {chosen
          ? `${chosen.name}, ${[codes(chosen), chosen.country].filter(Boolean).join(', ')}`
          : t`The airline that operated the flight.`}
      </Field.HelperText>
      {invalid && (
        <Field.ErrorText>
          <Trans>Choose the airline from the list.</Trans>
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
