// The report form's airline choice, both writing the Formik field `airlineId`: a type-ahead that searches the
// API as the traveller types (at most 8 matches, asked once typing pauses) and a dropdown of the most
// contacted companies plus the chosen one. The whole directory is never loaded: at 100,000 companies it
// would be about 20 MB.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Airline } from '@contracts';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { CompanyTypeahead } from '../../../components/company-typeahead';
import { SelectField } from '../../../components/select-field';
import { Field } from '../../../components/ui/field';
import { rememberAirline, useAirline, useAirlineSearch, useDropdownAirlines } from '../api/problems';

export function AirlinePicker() {
  const { t } = useLingui();
  const [field, , helpers] = useField<string>('airlineId');
  const [query, setQuery] = useState('');
  const { matches, settled } = useAirlineSearch(query);
  const { airlines, loaded, error: loadError } = useDropdownAirlines();
  const chosen = useAirline(field.value);

  const choose = (a: Airline) => {
    rememberAirline(a);
    void helpers.setValue(String(a.id));
    void helpers.setTouched(true, false);
    setQuery('');
  };

  // "No airlines found" only once the search for exactly this text has answered with none.
  const noMatch = settled && matches.length === 0;
  // The chosen airline is always an option, also when it is not among the most contacted.
  const options = useMemo(() => {
    const list = chosen && !airlines.some((a) => a.id === chosen.id) ? [chosen, ...airlines] : airlines;
    return list.map((a) => ({ value: String(a.id), label: `${a.name} (${a.country})` }));
  }, [airlines, chosen]);

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>
          <Trans>Find the airline</Trans>
        </Field.Label>
        <CompanyTypeahead
          query={query}
          onQueryChange={setQuery}
          searching={query}
          minLength={1}
          matches={matches}
          settled={settled}
          empty={
            noMatch
              ? {
                  text: t`No airlines found. Select from dropdown below or try a different search.`,
                  testId: 'typeahead-no-match',
                }
              : { text: t`Searching…`, testId: 'typeahead-searching' }
          }
          detail={(a) => a.country}
          onChoose={choose}
          placeholder={t`Type an airline name or country`}
          testId="airline-typeahead"
        />
        <Field.HelperText>
          <Trans>Or choose from the most contacted airlines below.</Trans>
        </Field.HelperText>
      </Field.Root>

      {(loaded && airlines.length === 0) || (loadError && airlines.length === 0) ? (
        <Text color="fg.error" fontSize="sm" data-testid="no-airlines">
          <Trans>No airlines found. Please try again later.</Trans>
        </Text>
      ) : null}
      <SelectField
        name="airlineId"
        label={t`Airline`}
        required
        placeholder={loaded || loadError ? t`Select an airline` : t`Loading airlines…`}
        options={options}
      />
    </Stack>
  );
}
