// How a company's contacts are shown everywhere (directory, e-mail directory, report form):
// phone as a tel: link of its digits (a leading + kept), e-mail as mailto:, website as its host with an
// https:// link in a new tab. A missing value reads "Not published", never a blank or a broken link
// (PRODUCT.md point 13).
import { Box, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GlobeIcon, MailIcon, PhoneIcon } from './icons';

export const NOT_PUBLISHED = 'Not published';

/** tel: target: digits only, keeping a leading +. Empty when there are no digits. */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The host and path of a website without scheme, "www." kept, trailing slash dropped. */
export const websiteHost = (url: string) => url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');

/** The link for a website: https:// added when no scheme is given; http(s) kept; anything else refused. */
export function websiteHref(url: string) {
  const u = url.trim();
  if (!u) return '';
  if (/^https?:\/\//i.test(u)) return u;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return '';
  return `https://${u.replace(/^\/+/, '')}`;
}

export function NotPublished() {
  return (
    // fg.muted, not fg.subtle: the lighter grey is 2.6:1 on white, below WCAG AA for text.
    <Text as="span" color="fg.muted" fontStyle="italic">
      {NOT_PUBLISHED}
    </Text>
  );
}

export type ContactKind = 'phone' | 'email' | 'website';

interface ContactLinkProps {
  kind: ContactKind;
  value: string;
  /** Called when the link is used (contact tracking). */
  onUse?: () => void;
}

/** One contact as a link, or "Not published". */
export function ContactLink({ kind, value, onUse }: ContactLinkProps) {
  const v = value.trim();
  if (kind === 'phone') {
    const href = telHref(v);
    return href ? (
      <Link href={href} onClick={onUse} data-contact="phone">
        {v}
      </Link>
    ) : (
      <NotPublished />
    );
  }
  if (kind === 'email') {
    return v ? (
      <Link href={`mailto:${v}`} onClick={onUse} data-contact="email" wordBreak="break-all">
        {v}
      </Link>
    ) : (
      <NotPublished />
    );
  }
  const href = websiteHref(v);
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onUse} data-contact="website" wordBreak="break-all">
      {websiteHost(v)}
    </Link>
  ) : (
    <NotPublished />
  );
}

const ICONS: Record<ContactKind, ReactNode> = { phone: <PhoneIcon />, email: <MailIcon />, website: <GlobeIcon /> };
const LABELS: Record<ContactKind, string> = { phone: 'Phone', email: 'E-mail', website: 'Website' };

/** An icon and a contact on one line, e.g. inside a card. */
export function ContactLine({ kind, value, onUse, truncate = true }: ContactLinkProps & { truncate?: boolean }) {
  return (
    <Flex gap="2" align="center" fontSize="sm" minW="0">
      <Box color="fg.muted" title={LABELS[kind]} display="flex">
        {ICONS[kind]}
        <VisuallyHidden>{LABELS[kind]}: </VisuallyHidden>
      </Box>
      <Box truncate={truncate} minW="0">
        <ContactLink kind={kind} value={value} onUse={onUse} />
      </Box>
    </Flex>
  );
}
