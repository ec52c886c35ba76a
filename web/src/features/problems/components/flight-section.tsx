// The report form's optional flight details (docs/api.md#rights), behind a button that opens them; the questions
// themselves (flight-questions.tsx) load when it first opens. The date is the report's own "Date of travel".
import { Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { flightGiven, type FlightValues } from '../../../components/rights/flight-facts';

const FlightQuestions = lazy(() => import('./flight-questions'));

/** The optional section of the report form. */
export function FlightSection() {
  const { values } = useFormikContext<FlightValues>();
  // Open from the start when the facts came with the form (carried from the public rights check).
  const [open, setOpen] = useState(() => flightGiven(values));
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid="flight-section">
      <Button
        variant="plain"
        px="0"
        h="auto"
        w="full"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        fontWeight="semibold"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? '−' : '+'} <Trans>Flight details (optional): see what the law gives you</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FlightQuestions />
        </Suspense>
      )}
    </Box>
  );
}
