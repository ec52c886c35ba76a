// Add contact, from the coverage list (docs/api.md#the-directory-learns): the admin gives a company without a
// channel the e-mail, complaint form or phone they found, with the page that publishes it, in one step. The
// shared `addContactBody` contract validates the form (loaded when the dialog opens); the server then checks the
// contact and its page with the CSV import's rules, and a refusal's reasons show in the dialog.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { CORRECTION_SOURCE_MAX, CORRECTION_VALUE_MAX, QUEUE_FIELD_LABELS, type CheckedContact } from '@contracts';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import ItemDialog from '../../../components/item-dialog-view';
import { SelectField } from '../../../components/select-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { addContact } from '../api/admin';

const addContactBody = lazySchema(() => import('@contracts/schemas/directory').then((m) => m.addContactBody));

export interface AddContactTarget {
  id: number;
  name: string;
}

export interface AddContactProps {
  company: AddContactTarget | null;
  onClose: () => void;
}

interface Values {
  field: CheckedContact;
  value: string;
  sourceUrl: string;
}

// E-mail first: it is the channel a report uses first (channelOf), then the form; a phone gives no channel.
const ORDER: readonly CheckedContact[] = ['email', 'complaintFormUrl', 'phone'];
const FIELD_OPTIONS = ORDER.map((f) => ({ value: f, label: QUEUE_FIELD_LABELS[f] }));

const VALUE_LABELS: Record<CheckedContact, string> = {
  email: 'E-mail address',
  complaintFormUrl: 'Address of the complaint form',
  phone: 'Phone number',
};
const PLACEHOLDERS: Record<CheckedContact, string> = {
  email: 'customer.relations@…',
  complaintFormUrl: 'https://… (the form on the company’s own site)',
  phone: '+ country code and number',
};

function ValueField() {
  const { values } = useFormikContext<Values>();
  return (
    <FormField
      name="value"
      label={VALUE_LABELS[values.field]}
      required
      placeholder={PLACEHOLDERS[values.field]}
      maxLength={CORRECTION_VALUE_MAX}
      inputMode={values.field === 'email' ? 'email' : values.field === 'phone' ? 'tel' : 'url'}
      helperText={
        values.field === 'phone'
          ? 'A phone alone gives travellers no channel: the company stays on this list.'
          : undefined
      }
    />
  );
}

export default function AddContactForm({ company, onClose }: AddContactProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    onClose();
  };
  useEffect(() => {
    if (company) addContactBody.preload();
  }, [company]);

  return (
    <ItemDialog
      item={company}
      onClose={close}
      size="md"
      scrollBehavior="inside"
      testId="add-contact-dialog"
      title={(c) => `Add a contact for ${c.name}`}
      footer={() => (
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText="Adding…">
            Add contact
          </Button>
        </>
      )}
    >
      {(c) => (
        <Formik<Values>
          initialValues={{ field: 'email', value: '', sourceUrl: '' }}
          validate={addContactBody.validate<Values>()}
          onSubmit={async (values, { setErrors }) => {
            setBusy(true);
            setServerError(null);
            try {
              const body = (await addContactBody.schema()).parse(values);
              await addContact(c.id, body);
              notify(
                'Contact added',
                body.field === 'phone'
                  ? `${c.name}’s phone is in the directory. It stays on the list until it has an e-mail or a form.`
                  : `${c.name}’s ${QUEUE_FIELD_LABELS[body.field].toLowerCase()} is in the directory.`,
              );
              close();
            } catch (err) {
              if (err instanceof ApiError) {
                // The rules' reasons are in the message shown below; a field's own issue goes under the field.
                const own = err.issues.filter((i) => !err.detail.includes(i.message));
                if (own.length) setErrors(issuesToErrors<Values>(own));
              }
              setServerError(err instanceof ApiError ? err.detail : errorText(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Form id={formId} noValidate aria-label={`Add a contact for ${c.name}`}>
            <Stack gap="4">
              <Text color="fg.muted" fontSize="sm">
                The contact goes into the directory at once if it and its page pass the CSV import’s rules, such as a
                page on the company’s own site, served over https. If they do not, the reasons show here.
              </Text>
              <SelectField name="field" label="Which contact" required options={FIELD_OPTIONS} />
              <ValueField />
              <FormField
                name="sourceUrl"
                label="The page that publishes it"
                required
                placeholder="https://…"
                maxLength={CORRECTION_SOURCE_MAX}
                inputMode="url"
                helperText="The address (https://…) of the company’s page that shows this contact."
              />
              {serverError && (
                <Alert.Root status="error" borderRadius="md" data-testid="add-contact-error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{serverError}</Alert.Description>
                </Alert.Root>
              )}
            </Stack>
          </Form>
        </Formik>
      )}
    </ItemDialog>
  );
}
