// The report form's airline choice, both writing the Formik field `airlineId`: a type-ahead that searches the
// API as the traveller types (at most 8 matches, asked once typing pauses) and a dropdown of the most
// contacted companies plus the chosen one. The whole directory is never loaded: at 100,000 companies it
// would be about 20 MB.
import { Box, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';
import type { Airline } from '@contracts';
import { useField } from 'formik';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { SelectField } from '../../../components/select-field';
import { SearchIcon } from '../../../components/icons';
import { rememberAirline, useAirline, useAirlineSearch, useDropdownAirlines } from '../api/problems';

export function AirlinePicker() {
  const [field, , helpers] = useField<string>('airlineId');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const { matches, settled } = useAirlineSearch(query);
  const { airlines, loaded, error: loadError } = useDropdownAirlines();
  const chosen = useAirline(field.value);

  const choose = (a: Airline) => {
    rememberAirline(a);
    void helpers.setValue(String(a.id));
    void helpers.setTouched(true, false);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!matches.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + matches.length) % matches.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const a = matches[active];
      if (a) choose(a);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && query.trim().length > 0;
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
        <Field.Label>Find the airline</Field.Label>
        <Box position="relative" w="full">
          <InputGroup startElement={<SearchIcon color="fg.muted" />}>
            <Input
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
              onKeyDown={onKeyDown}
              placeholder="Type an airline name or country"
              role="combobox"
              aria-expanded={showList && matches.length > 0}
              aria-controls={listId}
              // The highlighted match, read out as the arrow keys move through the list.
              aria-activedescendant={showList && matches[active] ? `${listId}-${matches[active].id}` : undefined}
              aria-autocomplete="list"
              aria-busy={showList && !settled}
              autoComplete="off"
              data-testid="airline-typeahead"
            />
          </InputGroup>
          {showList && (
            <Box
              id={listId}
              // A listbox only while it lists airlines: the no-match message is not an option.
              role={matches.length ? 'listbox' : undefined}
              aria-label={matches.length ? 'Matching airlines' : undefined}
              position="absolute"
              zIndex="dropdown"
              top="100%"
              insetX="0"
              mt="1"
              bg="bg"
              borderWidth="1px"
              borderRadius="md"
              shadow="lg"
              overflow="hidden"
            >
              {matches.length === 0 ? (
                <Text
                  px="3"
                  py="2"
                  fontSize="sm"
                  color="fg.muted"
                  role="status"
                  data-testid={noMatch ? 'typeahead-no-match' : 'typeahead-searching'}
                >
                  {noMatch ? 'No airlines found. Select from dropdown below or try a different search.' : 'Searching…'}
                </Text>
              ) : (
                matches.map((a, i) => (
                  <Box
                    key={a.id}
                    id={`${listId}-${a.id}`}
                    role="option"
                    aria-selected={i === active}
                    px="3"
                    py="2"
                    cursor="pointer"
                    fontSize="sm"
                    bg={i === active ? 'brand.subtle' : undefined}
                    _hover={{ bg: 'brand.subtle' }}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(a)}
                  >
                    <Text as="span" fontWeight="medium">
                      {a.name}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {a.country}
                    </Text>
                  </Box>
                ))
              )}
            </Box>
          )}
        </Box>
        <Field.HelperText>Or choose from the most contacted airlines below.</Field.HelperText>
      </Field.Root>

      {(loaded && airlines.length === 0) || (loadError && airlines.length === 0) ? (
        <Text color="fg.error" fontSize="sm" data-testid="no-airlines">
          No airlines found. Please try again later.
        </Text>
      ) : null}
      <SelectField
        name="airlineId"
        label="Airline"
        required
        placeholder={loaded || loadError ? 'Select an airline' : 'Loading airlines…'}
        options={options}
      />
    </Stack>
  );
}
