// A small stand-in for screens that are built in the second part of the web app.
import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { PageContainer, PageHeading } from './page';

export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <PageContainer>
      <PageHeading title={title} subtitle={description} />
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p="8" bg="bg.subtle">
        <Text color="fg.muted" mb="4">This screen is being built and will be available soon.</Text>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.home}>Back to Home</RouterLink>
        </Button>
      </Box>
    </PageContainer>
  );
}
