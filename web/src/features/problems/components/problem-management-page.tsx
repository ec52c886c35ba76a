import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../../../lib/session';
import { PATHS } from '../../../routes/paths';

// Placeholder until part 2 of the web app (issue 6) builds this screen. It is not behind the route
// guard: SPEC.md gives it its own Not Authorized state for visitors who are not signed in.
export default function ProblemManagementPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <Center minH="50vh" px="6">
        <VStack gap="3" textAlign="center">
          <Heading as="h1" size="2xl">Not Authorized</Heading>
          <Text color="fg.muted">Please log in to see your reported problems.</Text>
          <Button asChild>
            <RouterLink to={PATHS.auth}>Log In</RouterLink>
          </Button>
        </VStack>
      </Center>
    );
  }
  return <PlaceholderPage title="All Reported Problems" description="Your problem reports and their status." />;
}
