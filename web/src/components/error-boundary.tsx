// Render failures show the System Error page (docs/product.md#screens) instead of a blank screen.
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from './icons';

export function SystemErrorPage() {
  return (
    <Center minH="60vh" px="6" py="16">
      <VStack gap="4" maxW="lg" textAlign="center">
        <AlertIcon boxSize="12" color="red.500" />
        <Heading as="h1" size="2xl">
          <Trans>System Error</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Something went wrong while showing this page. Please refresh the page to try again. If the problem
            continues, contact our support team.
          </Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Refresh Page</Trans>
        </Button>
      </VStack>
    </Center>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <SystemErrorPage /> : this.props.children;
  }
}
