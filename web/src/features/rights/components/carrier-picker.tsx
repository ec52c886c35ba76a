// The rights check's airline: a type-ahead on the public carrier look-up (GET /api/rights/carriers, at most 8,
// asked once typing pauses) writing the Formik field `airlineId`. The chosen carrier's name stays in the box;
// typing again clears the choice.
import { Box, Input, InputGroup, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';
import type { Carrier } from '@contracts';
import { useField } from 'formik';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '../../../components/icons';
import { useCarrierSearch } from '../../../lib/rights-calls';

const codes = (c: Carrier) => [c.iataCode, c.icaoCode].filter(Boolean).join(' / ');

export function CarrierPicker({ chosen, onChoose }: { chosen: Carrier | null; onChoose: (c: Carrier | null) => void }) {
  const [, meta, helpers] = useField<string>('airlineId');
  const [query, setQuery] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const typing = chosen === null ? query : '';
  const { matches, settled, error } = useCarrierSearch(typing);

  const choose = (c: Carrier) => {
    onChoose(c);
    setQuery(c.name);
    setOpen(false);
    void helpers.setValue(String(c.id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault();
    if (!matches.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + matches.length) % matches.length);
    } else if (e.key === 'Enter' && open) {
      const c = matches[active];
      if (c) choose(c);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && typing.trim().length >= 2;
  const noMatch = settled && !error && matches.length === 0;
  const invalid = meta.touched && !chosen && query.trim() !== '';
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>Airline</Field.Label>
      <Box position="relative" w="full">
        <InputGroup startElement={<SearchIcon color="fg.muted" />}>
          <Input
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              setOpen(true);
              if (chosen) {
                onChoose(null);
                void helpers.setValue('');
              }
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              void helpers.setTouched(true, false);
              setTimeout(() => setOpen(false), 150);
            }}
            onKeyDown={onKeyDown}
            placeholder="Airline name or code, e.g. Lufthansa or LH"
            role="combobox"
            aria-expanded={showList && matches.length > 0}
            aria-controls={listId}
            aria-activedescendant={showList && matches[active] ? `${listId}-${matches[active].id}` : undefined}
            aria-autocomplete="list"
            aria-busy={showList && !settled}
            autoComplete="off"
            maxLength={100}
            data-testid="carrier-typeahead"
          />
        </InputGroup>
        {showList && (
          <Box
            id={listId}
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
              <Text px="3" py="2" fontSize="sm" color="fg.muted" role="status">
                {error
                  ? error.message
                  : noMatch
                    ? 'No airline found. Try its name or its two-letter code.'
                    : 'Searching…'}
              </Text>
            ) : (
              matches.map((c, i) => (
                <Box
                  key={c.id}
                  id={`${listId}-${c.id}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  fontSize="sm"
                  bg={i === active ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'brand.subtle' }}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(c)}
                >
                  <Text as="span" fontWeight="medium">
                    {c.name}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    {[codes(c), c.country].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
              ))
            )}
          </Box>
        )}
      </Box>
      <Field.HelperText data-testid="carrier-chosen">
        {chosen
          ? `${chosen.name}, ${[codes(chosen), chosen.country].filter(Boolean).join(', ')}`
          : 'The airline that operated the flight.'}
      </Field.HelperText>
      {invalid && <Field.ErrorText>Choose the airline from the list.</Field.ErrorText>}
    </Field.Root>
  );
}
