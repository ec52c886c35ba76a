// "Report a wrong contact" (and "Suggest a contact"): a subscriber tells us that one of a company's contacts
// is wrong, no longer works or is missing, with the right value and the page where the company publishes
// it (docs/api.md#directory, contact corrections). The shared `correctionBody` contract validates the form; it is
// loaded when the dialog opens, so the pages that offer the dialog load no zod before it is used.
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormErrorAlert } from './ui/alert';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_NOTE_MAX,
  CORRECTION_PROBLEM_LABELS,
  CORRECTION_PROBLEMS,
  CORRECTION_SOURCE_MAX,
  CORRECTION_VALUE_MAX,
  type CorrectionField,
  type CorrectionProblem,
} from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useServerText } from '../i18n/server-text';
import { ApiError, errorText } from '../lib/api-client';
import { suggestCorrection } from '../lib/contact-calls';
import { notify } from '../lib/toast';
import { issuesToErrors, lazySchema } from '../lib/zod-formik';
import { SelectField } from './select-field';
import { FormField } from './form-field';
import ItemDialog from './item-dialog-view';

export const CORRECTION_THANKS: MessageDescriptor = msg`Thank you. We will check it and update the directory.`;

const correctionBody = lazySchema(() => import('@contracts/schemas/directory').then((m) => m.correctionBody));

interface Values {
  field: CorrectionField | '';
  problem: CorrectionProblem | '';
  suggestedValue: string;
  sourceUrl: string;
  note: string;
}

export interface CorrectionTarget {
  id: number;
  name: string;
}

export interface ContactCorrectionProps {
  company: CorrectionTarget | null;
  onClose: () => void;
  /** 'suggest': the company publishes no channel we know of; the form starts on a missing e-mail. */
  mode?: 'report' | 'suggest';
  /** Preselects the contact, e.g. when opened from a contact line. */
  field?: CorrectionField;
}

/** The examples in the value box: an address or a URL as it is, words in the active language. */
const PLACEHOLDERS: Record<CorrectionField, MessageDescriptor | string> = {
  phone: msg`+ country code and number`,
  email: 'customer.care@…',
  website: 'https://…',
  complaintFormUrl: msg`https://… (the form on the company’s own site)`,
};

const VALUE_HINTS: Record<CorrectionProblem | 'none', MessageDescriptor | undefined> = {
  none: msg`Optional, unless the contact is missing.`,
  wrong: msg`Optional: the right one, if you know it.`,
  dead: msg`Optional: the one that works now, if you know it.`,
  missing: undefined,
};

/** The value and source fields: what they ask for follows the chosen contact and problem. */
function ValueFields() {
  const { values } = useFormikContext<Values>();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const missing = values.problem === 'missing';
  const field = values.field;
  const placeholder = field ? PLACEHOLDERS[field] : undefined;
  const hint = VALUE_HINTS[values.problem || 'none'];
  return (
    <>
      <FormField
        name="suggestedValue"
        label={t`The correct value`}
        required={missing}
        placeholder={typeof placeholder === 'object' ? i18n._(placeholder) : placeholder}
        maxLength={CORRECTION_VALUE_MAX}
        helperText={hint && i18n._(hint)}
      />
      <FormField
        name="sourceUrl"
        type="text"
        label={t`The page where you saw it`}
        required={missing}
        placeholder="https://…"
        maxLength={CORRECTION_SOURCE_MAX}
        inputMode="url"
        helperText={t`The company’s own page (or a regulator’s) that publishes the correct contact, so we can check it.`}
      />
    </>
  );
}

export default function ContactCorrectionForm({ company, onClose, mode = 'report', field }: ContactCorrectionProps) {
  const formId = useId();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const st = useServerText();
  const fieldOptions = CORRECTION_FIELDS.map((f) => ({ value: f, label: st(CORRECTION_FIELD_LABELS[f]) }));
  const problemOptions = CORRECTION_PROBLEMS.map((p) => ({ value: p, label: st(CORRECTION_PROBLEM_LABELS[p]) }));
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const suggest = mode === 'suggest';
  const close = () => {
    setServerError(null);
    onClose();
  };
  useEffect(() => {
    if (company) correctionBody.preload();
  }, [company]);
  const initialValues: Values = {
    field: field ?? (suggest ? 'email' : ''),
    problem: suggest ? 'missing' : '',
    suggestedValue: '',
    sourceUrl: '',
    note: '',
  };

  return (
    <ItemDialog
      item={company}
      onClose={close}
      size="md"
      scrollBehavior="inside"
      testId="correction-dialog"
      title={(c) => {
        const name = c.name;
        return suggest ? t`Suggest a contact for ${name}` : t`Report a wrong contact of ${name}`;
      }}
      footer={() => (
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText={t`Sending…`}>
            {suggest ? <Trans>Send suggestion</Trans> : <Trans>Send report</Trans>}
          </Button>
        </>
      )}
    >
      {(c) => {
        const name = c.name;
        return (
          <Formik<Values>
            initialValues={initialValues}
            validate={correctionBody.validate<Values>()}
            onSubmit={async (values, { setErrors }) => {
              setBusy(true);
              setServerError(null);
              try {
                await suggestCorrection(c.id, (await correctionBody.schema()).parse(values));
                notify(i18n._(CORRECTION_THANKS));
                close();
              } catch (err) {
                if (err instanceof ApiError && err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
                setServerError(err instanceof ApiError ? err.detail : errorText(err));
              } finally {
                setBusy(false);
              }
            }}
          >
            <Form id={formId} noValidate aria-label={suggest ? t`Suggest a contact` : t`Report a wrong contact`}>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  {suggest ? (
                    <Trans>
                      Found where {name} takes complaints? Tell us the e-mail address or complaint form and the page
                      where the company publishes it. We check it before it goes into the directory.
                    </Trans>
                  ) : (
                    <Trans>
                      Tell us which contact is wrong, no longer works or is missing. We check it against the company’s
                      own pages before we change the directory.
                    </Trans>
                  )}
                </Text>
                <SelectField
                  name="field"
                  label={t`Which contact`}
                  required
                  placeholder={t`Choose a contact`}
                  options={fieldOptions}
                />
                <SelectField
                  name="problem"
                  label={t`What is wrong`}
                  required
                  placeholder={t`Choose what is wrong`}
                  options={problemOptions}
                />
                <ValueFields />
                <FormField
                  name="note"
                  type="textarea"
                  label={t`Note`}
                  rows={3}
                  maxLength={CORRECTION_NOTE_MAX}
                  helperText={t`Optional`}
                />
                <FormErrorAlert message={serverError} testId="correction-error" />
              </Stack>
            </Form>
          </Formik>
        );
      }}
    </ItemDialog>
  );
}
