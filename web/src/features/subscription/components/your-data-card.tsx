// "Your data" on the subscription details page (docs/decisions.md#your-data): the export in one click, and the
// account's deletion confirmed with the password in a dialog that says first what goes and what stays.
import { Box, Button, Card, Flex, Heading, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ACCOUNT_MSG } from '@contracts';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { deleteAccount, downloadMyData } from '../api/your-data';

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!password) {
      setError(ACCOUNT_MSG.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      onOpenChange(false);
      void navigate(PATHS.home);
      notify('Account deleted', 'Your account and its data are gone. A confirmation is on its way to your e-mail.');
    } catch (err) {
      // A wrong password and "the only administrator" are said in the dialog; anything else as a toast.
      if (err instanceof ApiError && (err.status === 403 || err.status === 409 || err.status === 400))
        setError(err.detail);
      else notifyError('Your account was not deleted', errorText(err));
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
              <Dialog.Title>Delete your account?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" fontSize="sm">
                <Text>
                  This cannot be undone. Your account, your reports’ descriptions, contact details, letters and
                  messages, their documents, your saved cards and your contact suggestions’ notes are deleted, and a
                  PayPal subscription is cancelled.
                </Text>
                <Text fontWeight="semibold">What stays:</Text>
                <List.Root ps="5" gap="1" color="fg.muted">
                  <List.Item>
                    Letters already sent to an airline: the airline keeps its copy, and we cannot delete it for you.
                  </List.Item>
                  <List.Item>
                    Payment records (amount, date and PayPal reference, without your name or e-mail) for as long as
                    accounting law requires.
                  </List.Item>
                  <List.Item>The directory’s popularity counts, which hold no person.</List.Item>
                </List.Root>
                <Text color="fg.muted">Download your data first if you want a copy.</Text>
                <Field.Root invalid={!!error} required>
                  <Field.Label>Password</Field.Label>
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
                Keep My Account
              </Button>
              <Button type="submit" colorPalette="red" loading={busy}>
                Delete My Account
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function YourDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notify('Your data is downloading', 'A ZIP file with everything we hold about you, documents included.');
    } catch (err) {
      notifyError('Download failed', errorText(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card.Root borderRadius="xl" data-testid="your-data">
      <Card.Header>
        <Heading as="h2" size="md">
          Your data
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">
          Download a copy of everything AirDesk holds about you (your account, subscription, cards as stored, reports
          with their letters, messages and documents, and your contact suggestions), or delete your account. How we
          handle your data is in our{' '}
          <RouterLink to={PATHS.privacy} style={{ textDecoration: 'underline' }}>
            Privacy Policy
          </RouterLink>
          .
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => void download()} loading={downloading}>
            Download My Data
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            Delete My Account
          </Button>
        </Flex>
        <Box>{deleting && <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />}</Box>
      </Card.Body>
    </Card.Root>
  );
}
