// Before sending, the report form says how the chosen company receives the report: by e-mail from AirDesk,
// through the company's own form, or by no channel AirDesk can use.
import { Button, Stack } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import type { Airline, Channel } from '@contracts';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { useAirline } from '../api/problems';
import type { ReportValues } from './report-values';

const channelFor = (a: Pick<Airline, 'channel'>): Channel => a.channel;

/**
 * The sentence that tells the traveller, before they send, how the chosen company receives the report (in the
 * active language: called while rendering).
 */
export function channelNotice(a: Pick<Airline, 'name' | 'email' | 'channel' | 'complaintFormUrl'>) {
  const name = a.name;
  switch (channelFor(a)) {
    case 'email': {
      const email = a.email.trim();
      return t`AirDesk e-mails your report to ${name} at ${email}; replies come to you.`;
    }
    case 'form':
      return t`${name} takes complaints through its own web form. After you send, we give you the letter to paste into the form.`;
    default:
      // The flight decides whether an official body takes the report directly (the report's channel is then
      // `regulator`), so the notice says where that is settled.
      return t`${name} publishes no complaint e-mail or form that we know of. We will save your report and give you the letter to send by other means. Where an official body takes complaints about your flight directly (give the flight details), the letter goes to its complaint form.`;
  }
}

/** The airline chosen in the form (fetched by id once; a pick from a list is known already). */
function useChosenAirline() {
  const { values } = useFormikContext<ReportValues>();
  return useAirline(values.airlineId);
}

/** Shown above Submit once a company is chosen; for a company with no channel, "Suggest a contact" and its dialog. */
export function ChannelNotice() {
  const airline = useChosenAirline();
  const [suggesting, setSuggesting] = useState(false);
  if (!airline) return null;
  const channel = channelFor(airline);
  return (
    <>
      <Alert.Root
        status={channel === 'none' ? 'warning' : 'info'}
        borderRadius="lg"
        data-testid="channel-notice"
        data-channel={channel}
        aria-live="polite"
      >
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Description>{channelNotice(airline)}</Alert.Description>
          {channel === 'none' && (
            <Button size="xs" variant="outline" alignSelf="flex-start" bg="bg" onClick={() => setSuggesting(true)}>
              <Trans>Suggest a contact</Trans>
            </Button>
          )}
        </Stack>
      </Alert.Root>
      <ContactCorrectionDialog
        company={suggesting ? airline : null}
        mode="suggest"
        onClose={() => setSuggesting(false)}
      />
    </>
  );
}
