import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { TRIAL_DAYS } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { PATHS } from '../../../config/paths';
import { registerWithTrial } from '../api/auth';

// The contract's schema loads when the form is first focused (or checked), not with the page.
const registerForm = lazySchema(() => import('@contracts/schemas/auth').then((m) => m.registerForm));

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const days = TRIAL_DAYS;
  return (
    <Formik<Values>
      initialValues={{ username: '', password: '', confirmPassword: '', terms: false }}
      validate={registerForm.validate<Values>()}
      onSubmit={async ({ username, password }, { setErrors }) => {
        try {
          const user = await registerWithTrial({ username, password });
          // docs/decisions.md#j1: signing up starts the trial, so SPEC's text is true as it stands; should the
          // trial not start, one word changes ("Enjoy" → "Start") and the trial button waits on the home page.
          notify(
            t`Registration successful`,
            user.subscribed
              ? t`Your account has been created. Enjoy your ${days}-day free trial!`
              : t`Your account has been created. Start your ${days}-day free trial!`,
          );
          onDone();
        } catch (err) {
          console.error('Registration failed', err);
          if (err instanceof ApiError && err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
          notifyError(t`Registration failed`, errorText(err));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t`Sign up`} onFocus={registerForm.preload}>
          <Stack gap="4">
            <FormField
              name="username"
              label={t`Email`}
              type="email"
              placeholder="you@example.com"
              autoComplete="email"
            />
            <FormField
              name="password"
              label={t`Password`}
              type="password"
              placeholder={t`At least 6 characters`}
              autoComplete="new-password"
            />
            <FormField
              name="confirmPassword"
              label={t`Confirm Password`}
              type="password"
              placeholder={t`Repeat your password`}
              autoComplete="new-password"
            />
            <CheckboxField
              name="terms"
              label={
                <Text as="span">
                  <Trans>
                    I agree to the{' '}
                    <Link asChild color="primary" onClick={(e) => e.stopPropagation()}>
                      <RouterLink to={PATHS.terms} target="_blank">
                        Terms of Service
                      </RouterLink>
                    </Link>{' '}
                    and{' '}
                    <Link asChild color="primary" onClick={(e) => e.stopPropagation()}>
                      <RouterLink to={PATHS.privacy} target="_blank">
                        Privacy Policy
                      </RouterLink>
                    </Link>
                  </Trans>
                </Text>
              }
            />
            <Button type="submit" size="lg" loading={isSubmitting} loadingText={t`Creating account…`}>
              <Trans>Create Account</Trans>
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
