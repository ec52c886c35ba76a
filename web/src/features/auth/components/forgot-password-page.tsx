// /forgot-password: one e-mail field, then a message that does not say whether the account exists.
import { Button, Link, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { notifyError } from '../../../lib/toast';
import { lazySchema } from '../../../lib/zod-formik';
import { PATHS } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth';
import { AuthCard } from './auth-card';

// The contract's schema loads when the form is first focused (or checked), not with the page.
const forgotPasswordBody = lazySchema(() => import('@contracts/schemas/auth').then((m) => m.forgotPasswordBody));

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);

  const back = (
    <Link asChild color="primary" fontWeight="medium" alignSelf="center">
      <RouterLink to={PATHS.auth}>
        <Trans>Back to Login</Trans>
      </RouterLink>
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title={t`Check Your E-mail`}>
        <Stack gap="6">
          <Alert.Root status="success" borderRadius="lg" data-testid="reset-sent">
            <Alert.Indicator />
            <Alert.Description>{sent}</Alert.Description>
          </Alert.Root>
          {back}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot Password`}
      subtitle={t`Enter the e-mail address of your account and we will send you a link to set a new password.`}
    >
      <Formik
        initialValues={{ username: '' }}
        validate={forgotPasswordBody.validate<{ username: string }>()}
        onSubmit={async ({ username }) => {
          try {
            const res = await requestPasswordReset(username);
            setSent(
              res.message ||
                t`If an account exists for that e-mail address, we have sent instructions to reset the password.`,
            );
          } catch (err) {
            console.error('Password reset request failed', err);
            notifyError(t`Password reset failed`, t`We couldn't send a reset email. Please try again.`);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t`Forgot password`} onFocus={forgotPasswordBody.preload}>
            <Stack gap="5">
              <FormField
                name="username"
                label={t`Email`}
                type="email"
                placeholder="you@example.com"
                autoComplete="email"
              />
              <Button type="submit" size="lg" loading={isSubmitting}>
                <Trans>Reset Password</Trans>
              </Button>
              {back}
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
