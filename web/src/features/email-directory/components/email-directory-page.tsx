// /email-directory (docs/product.md#email-directory): three tabs with counts, a search by name,
// country or e-mail, company cards with copy-to-clipboard, Previous / Next with up to 5 page numbers, and
// Regenerate Emails, which loads the three lists again.
import { Badge, Box, Button, Flex, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { AIRLINE_CATEGORIES, AIRLINE_CATEGORY_LABELS, type Airline, type AirlineCategory } from '@contracts';
import { useEffect, useMemo, useState } from 'react';
import { SearchIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { notify, notifyError } from '../../../lib/toast';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { useServerText } from '../../../i18n/server-text';
import { copyText, useEmailDirectory } from '../api/email-directory';
import { CompanyCard } from './company-card';

export const EMAIL_PAGE_SIZE = 12;
const SHORT_LABELS: Record<AirlineCategory, MessageDescriptor> = {
  commercial: msg`Airlines`,
  charter: msg`Charter`,
  helicopter: msg`Helicopter`,
};

const matches = (a: Airline, q: string, withEmail: boolean) =>
  (!withEmail || a.channel === 'email') &&
  (!q || a.name.toLowerCase().includes(q) || a.country.toLowerCase().includes(q) || a.email.toLowerCase().includes(q));

/** "Showing 1-12 of 40 commercial airlines": the category's label in lower case, except in German (its nouns). */
function ResultsLine({ from, to, total, label }: { from: number; to: number; total: number; label: string }) {
  const { i18n } = useLingui();
  const category = i18n.locale === 'de' ? label : label.toLowerCase();
  return (
    // Read out as the search narrows the list (it filters while typing).
    <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="email-results-line">
      <Trans>
        Showing {from}-{to} of {total} {category}
      </Trans>
    </Text>
  );
}

export default function EmailDirectoryPage() {
  const { i18n, t } = useLingui();
  const st = useServerText();
  const { data, isLoading, error, reload } = useEmailDirectory();
  const [tab, setTab] = useState<AirlineCategory>('commercial');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [regenerating, setRegenerating] = useState(false);
  // It opens on the companies that publish an e-mail: that is what the page is for (docs/decisions.md#j2).
  const [withEmail, setWithEmail] = useState(true);
  const [correcting, setCorrecting] = useState<Airline | null>(null);

  useEffect(() => {
    if (error) notifyError(t`Error`, t`Failed to load airline email directory`);
  }, [error, t]);

  const q = search.trim().toLowerCase();
  const filtered = useMemo(() => {
    const out = {} as Record<AirlineCategory, Airline[]>;
    for (const c of AIRLINE_CATEGORIES) out[c] = (data[c]?.airlines ?? []).filter((a) => matches(a, q, withEmail));
    return out;
  }, [data, q, withEmail]);

  const list = filtered[tab];
  const totalPages = Math.max(1, Math.ceil(list.length / EMAIL_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = list.slice((current - 1) * EMAIL_PAGE_SIZE, current * EMAIL_PAGE_SIZE);

  const regenerate = async () => {
    setRegenerating(true);
    try {
      await reload();
      notify(t`Updated`, t`Email contacts have been regenerated successfully.`);
    } catch {
      notifyError(t`Error`, t`Failed to load airline email directory`);
    } finally {
      setRegenerating(false);
    }
  };

  const copy = async (email: string) => {
    try {
      await copyText(email);
      notify(t`Email Copied`, email);
    } catch (err) {
      notifyError(t`Copy failed`, err instanceof Error ? err.message : String(err));
    }
  };

  const changePage = (p: number) => {
    setPage(p);
    document.getElementById('email-directory-results')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        title={<Trans>E-mail Directory</Trans>}
        subtitle={
          <Trans>
            E-mail contacts of commercial airlines, charter companies and helicopter companies. Copy an address with one
            click.
          </Trans>
        }
      />

      <Flex gap={{ base: '3', md: '5' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} mb="6">
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t`Search by name, country or e-mail`}
            aria-label={t`Search companies`}
            data-testid="email-search"
            bg="bg"
          />
        </InputGroup>
        <Checkbox.Root
          checked={withEmail}
          onCheckedChange={(e) => {
            setWithEmail(e.checked === true);
            setPage(1);
          }}
          size="sm"
          flexShrink={0}
          data-testid="with-email-only"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">
            <Trans>Only companies with an e-mail address</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          variant="outline"
          onClick={() => void regenerate()}
          loading={regenerating}
          loadingText={t`Regenerating...`}
          data-testid="regenerate"
        >
          <Trans>Regenerate Emails</Trans>
        </Button>
      </Flex>

      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          setTab(e.value as AirlineCategory);
          setPage(1);
        }}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Box mb="6">
          <Tabs.List w="full">
            {AIRLINE_CATEGORIES.map((c) => (
              <Tabs.Trigger
                key={c}
                value={c}
                data-testid={`tab-${c}`}
                px={{ base: '2', md: '4' }}
                fontSize={{ base: 'xs', sm: 'sm' }}
              >
                <Text as="span" hideBelow="sm">
                  {st(AIRLINE_CATEGORY_LABELS[c])}
                </Text>
                <Text as="span" hideFrom="sm">
                  {i18n._(SHORT_LABELS[c])}
                </Text>
                <Badge size="sm" variant="solid" colorPalette={tab === c ? 'brand' : 'gray'} ms="1">
                  {data[c] ? filtered[c].length : '…'}
                </Badge>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>

        {AIRLINE_CATEGORIES.map((c) => (
          // The panel keeps the id Tabs gives it: its tab's aria-controls points to it.
          <Tabs.Content key={c} value={c} p="0">
            {isLoading && !data[c] ? (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} h="40" borderRadius="xl" />
                ))}
              </SimpleGrid>
            ) : error && !data[c] ? (
              <Alert.Root status="error" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Description>
                  <Trans>Failed to load airline email directory</Trans>
                </Alert.Description>
              </Alert.Root>
            ) : list.length === 0 ? (
              <Stack align="center" py="16" bg="bg.subtle" borderRadius="xl" role="status" data-testid="email-empty">
                <Text color="fg.muted">
                  <Trans>No companies found matching your search criteria.</Trans>
                </Text>
              </Stack>
            ) : (
              <Stack gap="6" id={c === tab ? 'email-directory-results' : undefined}>
                <ResultsLine
                  from={(current - 1) * EMAIL_PAGE_SIZE + 1}
                  to={Math.min(list.length, current * EMAIL_PAGE_SIZE)}
                  total={list.length}
                  label={st(AIRLINE_CATEGORY_LABELS[c])}
                />
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                  {shown.map((a) => (
                    <CompanyCard
                      key={a.id}
                      company={a}
                      onCopy={(email) => void copy(email)}
                      onReportContact={() => setCorrecting(a)}
                    />
                  ))}
                </SimpleGrid>
                <Pagination
                  page={current}
                  totalPages={totalPages}
                  onChange={changePage}
                  edges={false}
                  label={t`E-mail directory pages`}
                />
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ContactCorrectionDialog company={correcting} onClose={() => setCorrecting(null)} />
    </PageContainer>
  );
}
