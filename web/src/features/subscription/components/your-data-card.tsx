// "Your data" on the subscription details page (docs/decisions.md#your-data): the export in one click, and the
// account's deletion confirmed with the password in a dialog that says first what goes and what stays.
import { Box, Button, Card, Flex, Heading, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ACCOUNT_MSG } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useServerText } from '../../../i18n/server-text';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { deleteAccount, downloadMyData } from '../api/your-data';

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const st = useServerText();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!password) {
      setError(st(ACCOUNT_MSG.passwordRequired));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      onOpenChange(false);
      void navigate(PATHS.home);
      notify(t`Account deleted`, t`Your account and its data are gone. A confirmation is on its way to your e-mail.`);
    } catch (err) {
      // A wrong password and "the only administrator" are said in the dialog; anything else as a toast.
      if (err instanceof ApiError && (err.status === 403 || err.status === 409 || err.status === 400))
        setError(err.detail);
      else notifyError(t`Your account was not deleted`, errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !busy && onOpenChange(e.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content
            as="form"
            onSubmit={(e: SyntheticEvent) => void submit(e)}
            data-testid="delete-account-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Delete your account?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" fontSize="sm">
                <Text>
                  <Trans>
                    This cannot be undone. Your account, your reports’ descriptions, contact details, letters and
                    messages, their documents, your saved cards and your contact suggestions’ notes are deleted, and a
                    PayPal subscription is cancelled.
                  </Trans>
                </Text>
                <Text fontWeight="semibold">
                  <Trans>What stays:</Trans>
                </Text>
                <List.Root ps="5" gap="1" color="fg.muted">
                  <List.Item>
                    <Trans>
                      Letters already sent to an airline: the airline keeps its copy, and we cannot delete it for you.
                    </Trans>
                  </List.Item>
                  <List.Item>
                    <Trans>
                      Payment records (amount, date and PayPal reference, without your name or e-mail) for as long as
                      accounting law requires.
                    </Trans>
                  </List.Item>
                  <List.Item>
                    <Trans>The directory’s popularity counts, which hold no person.</Trans>
                  </List.Item>
                </List.Root>
                <Text color="fg.muted">
                  <Trans>Download your data first if you want a copy.</Trans>
                </Text>
                <Field.Root invalid={!!error} required>
                  <Field.Label>
                    <Trans>Password</Trans>
                  </Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      setError(null);
                    }}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                <Trans>Keep My Account</Trans>
              </Button>
              <Button type="submit" colorPalette="red" loading={busy}>
                <Trans>Delete My Account</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function YourDataCard() {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notify(t`Your data is downloading`, t`A ZIP file with everything we hold about you, documents included.`);
    } catch (err) {
      notifyError(t`Download failed`, errorText(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card.Root borderRadius="xl" data-testid="your-data">
      <Card.Header>
        <Heading as="h2" size="md">
          <Trans>Your data</Trans>
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">
          <Trans>
            Download a copy of everything AirDesk holds about you (your account, subscription, cards as stored, reports
            with their letters, messages and documents, and your contact suggestions), or delete your account. How we
            handle your data is in our{' '}
            <RouterLink to={PATHS.privacy} style={{ textDecoration: 'underline' }}>
              Privacy Policy
            </RouterLink>
            .
          </Trans>
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => void download()} loading={downloading}>
            <Trans>Download My Data</Trans>
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <Trans>Delete My Account</Trans>
          </Button>
        </Flex>
        <Box>{deleting && <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />}</Box>
      </Card.Body>
    </Card.Root>
  );
}
