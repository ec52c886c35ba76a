// /reset-password?token=: two password fields; without a token, Invalid Reset Link; on success back to
// /auth after 3 s (docs/product.md#screens, docs/product.md#states, docs/product.md#messages).
import { Button, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { PATHS } from '../../../config/paths';
import { resetPassword } from '../api/auth';
import { AuthCard } from './auth-card';

// The contract's schema loads when the form is first focused (or checked), not with the page.
const resetPasswordForm = lazySchema(() => import('@contracts/schemas/auth').then((m) => m.resetPasswordForm));

interface Values {
  password: string;
  confirmPassword: string;
}

export const REDIRECT_AFTER_RESET_MS = 3000;

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(PATHS.auth), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token) {
    return (
      <AuthCard
        title={t`Invalid Reset Link`}
        subtitle={t`This password reset link is invalid or incomplete. Please request a new one.`}
      >
        <Button asChild size="lg" w="full">
          <RouterLink to={PATHS.auth}>
            <Trans>Return to Login</Trans>
          </RouterLink>
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t`Password Reset`}>
        <Alert.Root status="success" borderRadius="lg" data-testid="reset-done">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Your password has been reset. Taking you to the login page…</Trans>
          </Alert.Description>
        </Alert.Root>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Set a New Password`} subtitle={t`Choose a new password of at least 6 characters.`}>
      <Formik<Values>
        initialValues={{ password: '', confirmPassword: '' }}
        validate={resetPasswordForm.validate<Values>()}
        onSubmit={async ({ password }, { setErrors }) => {
          try {
            await resetPassword(token, password);
            setDone(true);
          } catch (err) {
            console.error('Password reset failed', err);
            const fieldIssues = err instanceof ApiError ? err.issues.filter((i) => i.path === 'password') : [];
            if (fieldIssues.length) setErrors(issuesToErrors<Values>(fieldIssues));
            else notifyError(t`Password reset failed`, t`The reset link may be expired or invalid. Please try again.`);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t`Reset password`} onFocus={resetPasswordForm.preload}>
            <Stack gap="5">
              <FormField name="password" label={t`New Password`} type="password" autoComplete="new-password" />
              <FormField
                name="confirmPassword"
                label={t`Confirm New Password`}
                type="password"
                autoComplete="new-password"
              />
              <Button type="submit" size="lg" loading={isSubmitting}>
                <Trans>Reset Password</Trans>
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
