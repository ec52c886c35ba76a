// Add contact, from the coverage list (docs/api.md#the-directory-learns): the admin gives a company without a
// channel the e-mail, complaint form or phone they found, with the page that publishes it, in one step. The
// shared `addContactBody` contract validates the form (loaded when the dialog opens); the server then checks the
// contact and its page with the CSV import's rules, and a refusal's reasons show in the dialog.
import { Button, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormErrorAlert } from '../../../components/ui/alert';
import { CORRECTION_SOURCE_MAX, CORRECTION_VALUE_MAX, QUEUE_FIELD_LABELS, type CheckedContact } from '@contracts';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import ItemDialog from '../../../components/item-dialog-view';
import { SelectField } from '../../../components/select-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { useServerText } from '../../../i18n/server-text';
import { addContact } from '../api/admin';
import { inSentence } from './in-sentence';

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

const VALUE_LABELS: Record<CheckedContact, MessageDescriptor> = {
  email: msg`E-mail address`,
  complaintFormUrl: msg`Address of the complaint form`,
  phone: msg`Phone number`,
};
/** An example address is not a text: it stays as it is in every language. */
const PLACEHOLDERS: Record<CheckedContact, MessageDescriptor | string> = {
  email: 'customer.relations@…',
  complaintFormUrl: msg`https://… (the form on the company’s own site)`,
  phone: msg`+ country code and number`,
};

function ValueField() {
  const { values } = useFormikContext<Values>();
  const { i18n, t } = useLingui();
  const placeholder = PLACEHOLDERS[values.field];
  return (
    <FormField
      name="value"
      label={i18n._(VALUE_LABELS[values.field])}
      required
      placeholder={typeof placeholder === 'string' ? placeholder : i18n._(placeholder)}
      maxLength={CORRECTION_VALUE_MAX}
      inputMode={values.field === 'email' ? 'email' : values.field === 'phone' ? 'tel' : 'url'}
      helperText={
        values.field === 'phone'
          ? t`A phone alone gives travellers no channel: the company stays on this list.`
          : undefined
      }
    />
  );
}

export default function AddContactForm({ company, onClose }: AddContactProps) {
  const { i18n, t } = useLingui();
  const st = useServerText();
  const fieldOptions = ORDER.map((f) => ({ value: f, label: st(QUEUE_FIELD_LABELS[f]) }));
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
      title={(c) => {
        const name = c.name;
        return <Trans>Add a contact for {name}</Trans>;
      }}
      footer={() => (
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText={t`Adding…`}>
            <Trans>Add contact</Trans>
          </Button>
        </>
      )}
    >
      {(c) => {
        const name = c.name;
        return (
          <Formik<Values>
            initialValues={{ field: 'email', value: '', sourceUrl: '' }}
            validate={addContactBody.validate<Values>()}
            onSubmit={async (values, { setErrors }) => {
              setBusy(true);
              setServerError(null);
              try {
                const body = (await addContactBody.schema()).parse(values);
                await addContact(c.id, body);
                const field = inSentence(st(QUEUE_FIELD_LABELS[body.field]), i18n.locale);
                notify(
                  t`Contact added`,
                  body.field === 'phone'
                    ? t`${name}’s phone is in the directory. It stays on the list until it has an e-mail or a form.`
                    : t`${name}’s ${field} is in the directory.`,
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
            <Form id={formId} noValidate aria-label={t`Add a contact for ${name}`}>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <Trans>
                    The contact goes into the directory at once if it and its page pass the CSV import’s rules, such as
                    a page on the company’s own site, served over https. If they do not, the reasons show here.
                  </Trans>
                </Text>
                <SelectField name="field" label={t`Which contact`} required options={fieldOptions} />
                <ValueField />
                <FormField
                  name="sourceUrl"
                  label={t`The page that publishes it`}
                  required
                  placeholder="https://…"
                  maxLength={CORRECTION_SOURCE_MAX}
                  inputMode="url"
                  helperText={t`The address (https://…) of the company’s page that shows this contact.`}
                />
                <FormErrorAlert message={serverError} testId="add-contact-error" />
              </Stack>
            </Form>
          </Formik>
        );
      }}
    </ItemDialog>
  );
}
