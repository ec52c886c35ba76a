// Who runs AirDesk: the operator's legal name and postal address from GET /api/config (OPERATOR_NAME,
// OPERATOR_ADDRESS), shown in the footer and on the terms and privacy pages. A deployment without them shows
// nothing of it: visitors never see a configuration hint.
import { Text, type TextProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useConfig } from '../lib/session';

/**
 * "AirDesk is operated by <name>, <address>." once the configuration has answered (an empty line keeps its
 * place before); nothing at all when no operator is configured.
 */
export function OperatorLine(props: TextProps) {
  const { config, loaded } = useConfig();
  const { name, address } = config.operator;
  if (loaded && !name) return null;
  return (
    <Text data-testid="operator" minH="1lh" {...props}>
      {!loaded ? (
        ''
      ) : address ? (
        <Trans>
          AirDesk is operated by {name}, {address}.
        </Trans>
      ) : (
        <Trans>AirDesk is operated by {name}.</Trans>
      )}
    </Text>
  );
}
