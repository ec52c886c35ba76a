// /payment-methods (docs/product.md#payment-methods): saved cards with the Default badge, Make Default,
// delete after a confirmation, the add-card form and a card that says truthfully what is stored.
import { Badge, Box, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Card as SavedCard } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CreditCardIcon, ShieldIcon } from '../../../components/page-icons';
import { CheckList } from '../../../components/check-list';
import { ItemDialog } from '../../../components/item-dialog';
import { PageContainer, PageHeading } from '../../../components/page';
import { errorText } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { brandLabel, deleteCard, makeDefault, useCards } from '../api/payment-methods';
import { AddCardForm } from './add-card-form';

function CardRow({
  card,
  busy,
  onDefault,
  onDelete,
}: {
  card: SavedCard;
  busy: boolean;
  onDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const masked = card.cardMasked;
  const expiry = card.cardExpiry;
  const holder = card.cardholderName;
  return (
    <Flex
      borderWidth="1px"
      borderColor={card.isDefault ? 'brand.emphasized' : 'border'}
      bg={card.isDefault ? 'brand.subtle' : 'bg'}
      borderRadius="xl"
      p="4"
      gap="4"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      data-testid="saved-card"
      data-card-id={card.id}
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <Box color="primary" fontSize="2xl" flexShrink={0}>
          <CreditCardIcon />
        </Box>
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">{brandLabel(card.brand)}</Text>
            <Text fontFamily="mono" letterSpacing="wide" whiteSpace="nowrap">
              {card.cardMasked}
            </Text>
            {card.isDefault && (
              // green.700: white on the palette's green.600 is 3.3:1, below WCAG AA.
              <Badge colorPalette="green" variant="solid" bg="green.700" size="sm" data-testid="default-badge">
                <Trans>Default</Trans>
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" truncate>
            <Trans>
              {holder} · Expires {expiry}
            </Trans>
          </Text>
        </Box>
      </Flex>
      <Flex gap="2" justify={{ base: 'flex-end', sm: 'initial' }}>
        {!card.isDefault && (
          // The accessible name starts with the visible words (WCAG 2.5.3), for speech input.
          <Button size="sm" variant="outline" onClick={onDefault} loading={busy} aria-label={t`Make Default ${masked}`}>
            <Trans>Make Default</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
          disabled={busy}
          aria-label={t`Delete ${masked}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}

function ConfirmDelete({
  card,
  onCancel,
  onConfirm,
  busy,
}: {
  card: SavedCard | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  return (
    <ItemDialog
      item={card}
      onClose={onCancel}
      role="alertdialog"
      testId="confirm-delete"
      title={() => t`Delete this payment method?`}
      footer={() => (
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={t`Deleting…`}>
            <Trans>Delete</Trans>
          </Button>
        </>
      )}
    >
      {(c) => {
        const brand = brandLabel(c.brand);
        const masked = c.cardMasked;
        const holder = c.cardholderName;
        return (
          <Text>
            <Trans>
              {brand} {masked} ({holder}) will be removed from your account. This action cannot be undone.
            </Trans>
          </Text>
        );
      }}
    </ItemDialog>
  );
}

const WHAT_WE_KEEP: MessageDescriptor[] = [
  msg`AirDesk stores only the cardholder name, the card brand, the last four digits and the expiry date.`,
  msg`The full card number and the CVV are checked in your browser and never leave it: they are not sent to or stored by AirDesk.`,
  msg`Your subscription is paid through PayPal. AirDesk does not charge saved cards, and there are no fees per problem report.`,
  msg`You can delete a saved card at any time.`,
];

function AboutCard() {
  const { i18n } = useLingui();
  return (
    <Card.Root borderRadius="xl" bg="bg.subtle">
      <Card.Header pb="0">
        <Flex gap="2" align="center">
          <Box color="accent">
            <ShieldIcon />
          </Box>
          <Heading as="h2" size="md">
            <Trans>What we keep, and what we don't</Trans>
          </Heading>
        </Flex>
      </Card.Header>
      <Card.Body>
        <CheckList items={WHAT_WE_KEEP.map((m) => i18n._(m))} gap="3" fontSize="sm" />
      </Card.Body>
    </Card.Root>
  );
}

export default function PaymentMethodsPage() {
  const { t } = useLingui();
  const { cards, loaded, error, isLoading } = useCards();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (error) notifyError(t`Failed to load payment methods`, errorText(error));
  }, [error, t]);

  const setDefault = async (card: SavedCard) => {
    setBusyId(card.id);
    try {
      await makeDefault(card.id);
      const brand = brandLabel(card.brand);
      const masked = card.cardMasked;
      notify(t`Default payment method updated`, t`${brand} ${masked} is now your default.`);
    } catch (err) {
      notifyError(t`Failed to set default payment method`, errorText(err));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteCard(toDelete.id);
      const brand = brandLabel(toDelete.brand);
      const masked = toDelete.cardMasked;
      notify(t`Payment method deleted`, t`${brand} ${masked} was removed.`);
      setToDelete(null);
    } catch (err) {
      notifyError(t`Failed to delete payment method`, errorText(err));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <PageContainer maxW="6xl">
      <PageHeading
        title={t`Payment Methods`}
        subtitle={t`Your saved cards. Only the name, brand, last four digits and expiry date are kept.`}
      />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Stack gap="6">
          <Card.Root borderRadius="xl">
            <Card.Header pb="0">
              <Heading as="h2" size="md">
                <Trans>Saved cards</Trans>
              </Heading>
            </Card.Header>
            <Card.Body>
              {isLoading && !loaded ? (
                <Stack gap="3">
                  <Skeleton h="16" borderRadius="xl" />
                  <Skeleton h="16" borderRadius="xl" />
                </Stack>
              ) : error && !loaded ? (
                <Alert.Root status="error" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Description>
                    <Trans>Failed to load payment methods</Trans>
                  </Alert.Description>
                </Alert.Root>
              ) : cards.length === 0 ? (
                <Text color="fg.muted" data-testid="no-cards">
                  <Trans>You have no saved cards yet.</Trans>
                </Text>
              ) : (
                <Stack gap="3" data-testid="card-list">
                  {cards.map((c) => (
                    <CardRow
                      key={c.id}
                      card={c}
                      busy={busyId === c.id}
                      onDefault={() => void setDefault(c)}
                      onDelete={() => setToDelete(c)}
                    />
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
          <Card.Root borderRadius="xl">
            <Card.Header pb="0">
              <Heading as="h2" size="md">
                <Trans>Add a card</Trans>
              </Heading>
            </Card.Header>
            <Card.Body>
              <AddCardForm cardCount={cards.length} />
            </Card.Body>
          </Card.Root>
        </Stack>
        <AboutCard />
      </Grid>
      <ConfirmDelete
        card={toDelete}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </PageContainer>
  );
}
