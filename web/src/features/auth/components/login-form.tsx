import { Button, Flex, Link, Stack } from '@chakra-ui/react';
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
  return (
    <Formik<Values>
      initialValues={{ username: '', password: '', rememberMe: false }}
      validate={loginBody.validate<Values>()}
      onSubmit={async (values, { setErrors }) => {
        try {
          const user = await login(values);
          notify('Login successful', `Welcome back, ${user.username}!`);
          onDone();
        } catch (err) {
          console.error('Login failed', err);
          if (err instanceof ApiError && err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
          notifyError('Login failed', errorText(err));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Log in" onFocus={loginBody.preload}>
          <Stack gap="4">
            <FormField
              name="username"
              label="Email"
              type="email"
              placeholder="you@example.com"
              autoComplete="username"
            />
            <FormField
              name="password"
              label="Password"
              type="password"
              placeholder="Your password"
              autoComplete="current-password"
            />
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <CheckboxField name="rememberMe" label="Remember me" />
              <Link asChild color="primary" fontSize="sm" fontWeight="medium">
                <RouterLink to={PATHS.forgotPassword}>Forgot password?</RouterLink>
              </Link>
            </Flex>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Logging in…">
              Log In
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
