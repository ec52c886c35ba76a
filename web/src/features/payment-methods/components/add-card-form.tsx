// The add-card form (docs/product.md#validation): inputs keep digits only, the number is Luhn-checked
// and its brand shown; only the masked number, the expiry, the name, the default flag and the brand are
// sent (toAddCardBody). After saving, the user may add another card.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { CARD_NUMBER_MAX, CARDHOLDER_NAME_MAX, CVV_MAX, detectBrand, toAddCardBody, type CardForm } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { addCard, brandLabel } from '../api/payment-methods';

// The contract's schema loads when the form is first focused (or checked), not with the page.
const cardForm = lazySchema(() => import('@contracts/schemas/payment-methods').then((m) => m.cardForm));

interface Values {
  cardholderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  isDefault: boolean;
}

const digits = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

const EMPTY: Values = { cardholderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '', isDefault: true };

function CardNumberField() {
  const { t } = useLingui();
  const { values } = useFormikContext<Values>();
  const brand = values.cardNumber.length >= 2 ? brandLabel(detectBrand(values.cardNumber)) : null;
  return (
    <FormField
      name="cardNumber"
      label={t`Card number`}
      required
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="1234123412341234"
      maxLength={CARD_NUMBER_MAX}
      normalize={digits(CARD_NUMBER_MAX)}
      helperText={brand ? t`${brand} · only the last four digits are saved` : t`Only the last four digits are saved`}
    />
  );
}

export function AddCardForm({ cardCount }: { cardCount: number }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState<string | null>(null);

  if (saved) {
    return (
      <Stack gap="4" data-testid="card-saved">
        <Alert.Root status="success" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Your card {saved} was saved.</Trans>
          </Alert.Description>
        </Alert.Root>
        <Button alignSelf="flex-start" variant="outline" onClick={() => setSaved(null)}>
          <Trans>Add Another Card</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <Formik<Values>
      initialValues={{ ...EMPTY, isDefault: true }}
      validate={cardForm.validate<Values>()}
      onSubmit={async (values, { setErrors }) => {
        try {
          const body = toAddCardBody((await cardForm.schema()).parse(values satisfies CardForm));
          const card = await addCard(body);
          const brand = brandLabel(card.brand);
          const masked = card.cardMasked;
          notify(t`Payment method saved`, t`${brand} ${masked} was added.`);
          setSaved(card.cardMasked);
        } catch (err) {
          if (err instanceof ApiError) {
            if (err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
            notifyError(t`Failed to save payment method`, err.detail || t`Please try again`);
          } else {
            notifyError(t`Failed to save payment method`, t`There was a problem saving your payment method.`);
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t`Add a card`} onFocus={cardForm.preload} autoComplete="on">
          <Stack gap="4">
            <FormField
              name="cardholderName"
              label={t`Cardholder name`}
              required
              autoComplete="cc-name"
              placeholder={t`Name as printed on the card`}
              maxLength={CARDHOLDER_NAME_MAX}
            />
            <CardNumberField />
            <Grid templateColumns={{ base: '1fr 1fr', sm: '1fr 1fr 1fr' }} gap="4">
              <FormField
                name="expiryMonth"
                label={t`Expiry month`}
                required
                inputMode="numeric"
                autoComplete="cc-exp-month"
                placeholder={t`MM`}
                maxLength={2}
                normalize={digits(2)}
              />
              <FormField
                name="expiryYear"
                label={t`Expiry year`}
                required
                inputMode="numeric"
                autoComplete="cc-exp-year"
                placeholder={t`YY or YYYY`}
                maxLength={4}
                normalize={digits(4)}
              />
              <FormField
                name="cvv"
                label={t`CVV`}
                required
                type="password"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={CVV_MAX}
                normalize={digits(CVV_MAX)}
              />
            </Grid>
            <Text fontSize="xs" color="fg.muted" mt="-2">
              <Trans>The CVV is only checked here, in your browser: it is never sent or stored.</Trans>
            </Text>
            <CheckboxField
              name="isDefault"
              label={cardCount === 0 ? t`Use as my default payment method` : t`Make this my default payment method`}
            />
            <Button
              type="submit"
              loading={isSubmitting}
              loadingText={t`Saving…`}
              alignSelf={{ sm: 'flex-start' }}
              px="8"
            >
              <Trans>Save Card</Trans>
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
