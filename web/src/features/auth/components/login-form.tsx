import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/toast';
import { issuesToErrors, lazySchema } from '../../../lib/zod-formik';
import { PATHS } from '../../../config/paths';
import { login } from '../api/auth';

// The contract's schema loads when the form is first focused (or checked), not with the page.
const loginBody = lazySchema(() => import('@contracts/schemas/auth').then((m) => m.loginBody));

interface Values {
  username: string;
  password: string;
  rememberMe: boolean;
}

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Formik<Values>
      initialValues={{ username: '', password: '', rememberMe: false }}
      validate={loginBody.validate<Values>()}
      onSubmit={async (values, { setErrors }) => {
        try {
          const user = await login(values);
          const name = user.username;
          notify(t`Login successful`, t`Welcome back, ${name}!`);
          onDone();
        } catch (err) {
          console.error('Login failed', err);
          if (err instanceof ApiError && err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
          notifyError(t`Login failed`, errorText(err));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t`Log in`} onFocus={loginBody.preload}>
          <Stack gap="4">
            <FormField
              name="username"
              label={t`Email`}
              type="email"
              placeholder="you@example.com"
              autoComplete="username"
            />
            <FormField
              name="password"
              label={t`Password`}
              type="password"
              placeholder={t`Your password`}
              autoComplete="current-password"
            />
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <CheckboxField name="rememberMe" label={t`Remember me`} />
              <Link asChild color="primary" fontSize="sm" fontWeight="medium">
                <RouterLink to={PATHS.forgotPassword}>
                  <Trans>Forgot password?</Trans>
                </RouterLink>
              </Link>
            </Flex>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText={t`Logging in…`}>
              <Trans>Log In</Trans>
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
