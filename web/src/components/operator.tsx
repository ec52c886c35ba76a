// Who runs AirDesk: the operator's legal name and postal address from GET /api/config (OPERATOR_NAME,
// OPERATOR_ADDRESS), shown in the footer and on the terms and privacy pages. Where they are not set (locally)
// the line says so plainly instead of naming nobody.
import { Text, type TextProps } from '@chakra-ui/react';
import { useConfig } from '../lib/session';

const OPERATOR_PLACEHOLDER =
  'Operator not configured: set OPERATOR_NAME and OPERATOR_ADDRESS to show the legal name and address of the company that runs AirDesk.';

/** "AirDesk is operated by <name>, <address>." once the configuration has answered; nothing before. */
export function OperatorLine(props: TextProps) {
  const { config, loaded } = useConfig();
  const { name, address } = config.operator;
  return (
    <Text data-testid="operator" minH="1lh" {...props}>
      {!loaded ? '' : name ? `AirDesk is operated by ${name}${address ? `, ${address}` : ''}.` : OPERATOR_PLACEHOLDER}
    </Text>
  );
}
