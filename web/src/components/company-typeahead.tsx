// A type-ahead over companies, shared by the report form (the directory's search) and the public rights check
// (the carrier look-up): an input with the combobox role, the listbox of matches under it and the keys of the
// ARIA combobox pattern (arrows move, Enter chooses, Escape closes). The caller owns the text and the search;
// this owns only whether the list is open and which match is highlighted.
import { Box, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from './icons';

interface Company {
  id: number;
  name: string;
}

export interface CompanyTypeaheadProps<T extends Company> {
  query: string;
  onQueryChange: (text: string) => void;
  /** The text being searched ('' when none): the list shows once it has `minLength` characters. */
  searching: string;
  minLength: number;
  matches: T[];
  settled: boolean;
  /** What the list says while it has no match (searching, nothing found, an error). */
  empty: { text: string; testId?: string | undefined };
  /** The muted text after a match's name. */
  detail: (match: T) => string;
  onChoose: (match: T) => void;
  onBlur?: () => void;
  placeholder: string;
  testId: string;
  maxLength?: number;
  /** Keep Enter from submitting the form even when no match is highlighted. */
  catchEnter?: boolean;
}

export function CompanyTypeahead<T extends Company>(p: CompanyTypeaheadProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const { t } = useLingui();
  const { matches } = p;

  const choose = (m: T) => {
    setOpen(false);
    p.onChoose(m);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (p.catchEnter && e.key === 'Enter') e.preventDefault();
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
      const m = matches[active];
      if (m) choose(m);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && p.searching.trim().length >= p.minLength;
  return (
    <Box position="relative" w="full">
      {/* The search icon inside the field's start, drawn as Chakra's InputGroup draws it (absolutely placed, the text
          starting after it) without InputGroup's Group machinery, which this field alone brought into the report
          form's first load. */}
      <Box position="relative" w="full">
        <Box
          position="absolute"
          insetInlineStart="0"
          h="full"
          px="3"
          zIndex="2"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="sm"
          color="fg.muted"
          pointerEvents="none"
        >
          <SearchIcon />
        </Box>
        <Input
          ps="calc(var(--input-height) - 6px)"
          value={p.query}
          onChange={(e) => {
            p.onQueryChange(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            p.onBlur?.();
            // Late enough for a click on a match to land first.
            setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          placeholder={p.placeholder}
          role="combobox"
          aria-expanded={showList && matches.length > 0}
          aria-controls={listId}
          // The highlighted match, read out as the arrow keys move through the list.
          aria-activedescendant={showList && matches[active] ? `${listId}-${matches[active].id}` : undefined}
          aria-autocomplete="list"
          aria-busy={showList && !p.settled}
          autoComplete="off"
          maxLength={p.maxLength}
          data-testid={p.testId}
        />
      </Box>
      {showList && (
        <Box
          id={listId}
          // A listbox only while it lists companies: the no-match message is not an option.
          role={matches.length ? 'listbox' : undefined}
          aria-label={matches.length ? t`Matching airlines` : undefined}
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
            <Text px="3" py="2" fontSize="sm" color="fg.muted" role="status" data-testid={p.empty.testId}>
              {p.empty.text}
            </Text>
          ) : (
            matches.map((m, i) => (
              <Box
                key={m.id}
                id={`${listId}-${m.id}`}
                role="option"
                aria-selected={i === active}
                px="3"
                py="2"
                cursor="pointer"
                fontSize="sm"
                bg={i === active ? 'brand.subtle' : undefined}
                _hover={{ bg: 'brand.subtle' }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(m)}
              >
                <Text as="span" fontWeight="medium">
                  {m.name}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  {p.detail(m)}
                </Text>
              </Box>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
