// The directory's main search box: a name, country or code.
import { Box, Button, Input, InputGroup, Stack } from '@chakra-ui/react';
import { QUERY_MAX } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmitEvent } from 'react';
import { SearchIcon } from '../../../components/icons';

export function DirectorySearchBar({
  text,
  onText,
  onSubmit,
}: {
  text: string;
  onText: (text: string) => void;
  onSubmit: (e: SubmitEvent) => void;
}) {
  const { t } = useLingui();
  return (
    <Box as="form" onSubmit={onSubmit} role="search" mb="8">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input
            size={{ base: 'md', md: 'lg' }}
            value={text}
            maxLength={QUERY_MAX}
            onChange={(e) => onText(e.target.value)}
            placeholder={t`Search by airline name, country, or location`}
            aria-label={t`Search airlines`}
            data-testid="directory-search"
            bg="bg"
          />
        </InputGroup>
        <Button type="submit" size={{ base: 'md', md: 'lg' }} px="8">
          <Trans>Search</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
