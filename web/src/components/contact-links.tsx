// How a company's contacts are shown everywhere (directory, e-mail directory, report form):
// phone as a tel: link of its digits (a leading + kept), e-mail as mailto:, website as its host with an
// https:// link in a new tab, the complaint form as a "Complaint form" link in a new tab. A missing value
// reads "Not published", never a blank or a broken link (docs/decisions.md#p13). A published contact can carry
// its provenance: a "Source" link to the page where the company publishes it and the date it was checked (an
// address learned from a company's answer to a case has no page: it says so, with the day). A
// phone that serves another country than the company's home, or a form for one market or one kind of claim,
// says so right after it: "+1 800 247 9297 for customers in the United States", "Complaint form for EU261
// compensation claims" (docs/api.md#directory: phoneRegion, formScope).
import { Box, Button, Flex, Link, Text, VisuallyHidden, type TextProps } from '@chakra-ui/react';
import { caseAnswerDay, formScopeNote, phoneRegionNote, type Airline } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useServerText } from '../i18n/server-text';
import { formatDate } from '../lib/dates';
import { FileTextIcon, MailIcon, PhoneIcon } from './icons';
import { GlobeIcon } from './page-icons';

export const NOT_PUBLISHED: MessageDescriptor = msg`Not published`;

/** tel: target: digits only, keeping a leading +. Empty when there are no digits. */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The host and path of a website without scheme, "www." kept, trailing slash dropped. */
export const websiteHost = (url: string) =>
  url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');

/** The link for a website: https:// added when no scheme is given; http(s) kept; anything else refused. */
export function websiteHref(url: string) {
  const u = url.trim();
  if (!u) return '';
  if (/^https?:\/\//i.test(u)) return u;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return '';
  return `https://${u.replace(/^\/+/, '')}`;
}

export function NotPublished() {
  const { i18n } = useLingui();
  return (
    // fg.muted, not fg.subtle: the lighter grey is 2.6:1 on white, below WCAG AA for text.
    <Text as="span" color="fg.muted" fontStyle="italic">
      {i18n._(NOT_PUBLISHED)}
    </Text>
  );
}

export type ContactKind = 'phone' | 'email' | 'website' | 'form';

export const COMPLAINT_FORM: MessageDescriptor = msg`Complaint form`;

interface ContactLinkProps {
  kind: ContactKind;
  value: string;
  /** Called when the link is used (contact tracking). */
  onUse?: () => void;
  /**
   * Cut off with an ellipsis at the width it is given. The link itself is cut, not a box around it: an inline link
   * inside a cut box keeps its whole text's width, so its target runs under the buttons beside it (WCAG 2.5.8).
   */
  truncate?: boolean;
}

/** One contact as a link, or "Not published". */
export function ContactLink({ kind, value, onUse, truncate = false }: ContactLinkProps) {
  const { i18n } = useLingui();
  const v = value.trim();
  const cut = truncate ? ({ truncate: true, display: 'block' } as const) : {};
  if (kind === 'phone') {
    const href = telHref(v);
    return href ? (
      <Link href={href} onClick={onUse} data-contact="phone" {...cut}>
        {v}
      </Link>
    ) : (
      <NotPublished />
    );
  }
  if (kind === 'email') {
    return v ? (
      <Link href={`mailto:${v}`} onClick={onUse} data-contact="email" wordBreak="break-all" {...cut}>
        {v}
      </Link>
    ) : (
      <NotPublished />
    );
  }
  const href = websiteHref(v);
  if (kind === 'form') {
    return href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onUse} data-contact="form" {...cut}>
        {i18n._(COMPLAINT_FORM)}
      </Link>
    ) : (
      <NotPublished />
    );
  }
  return href ? (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onUse}
      data-contact="website"
      wordBreak="break-all"
      {...cut}
    >
      {websiteHost(v)}
    </Link>
  ) : (
    <NotPublished />
  );
}

const ICONS: Record<ContactKind, ReactNode> = {
  phone: <PhoneIcon />,
  email: <MailIcon />,
  website: <GlobeIcon />,
  form: <FileTextIcon />,
};
export const CONTACT_LABELS: Record<ContactKind, MessageDescriptor> = {
  phone: msg`Phone`,
  email: msg`E-mail`,
  website: msg`Website`,
  form: COMPLAINT_FORM,
};

/** Where a published contact comes from, as shown to a traveller. */
export interface Provenance {
  /** The page where the company publishes the contact ('' when not known). */
  source?: string;
  /** YYYY-MM-DD the contact was last checked against its source ('' when never). */
  checkedAt?: string;
  /** The company's name, for the Source link's accessible name. */
  company?: string;
}

const httpUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : '');

/**
 * "Source · Checked May 8, 2025" under a published contact: the Source link opens the company's own page
 * in a new tab. An address the company answered a case from (source `case-answer:YYYY-MM-DD`) reads "Answered
 * an AirDesk case on May 8, 2025" instead of the link. Nothing when neither is known.
 */
export function ContactProvenance({
  kind,
  source,
  checkedAt,
  company,
  ...rest
}: Provenance & { kind: ContactKind } & Omit<TextProps, 'children'>) {
  const { t } = useLinguiMacro();
  const href = httpUrl(source);
  const answeredOn = source ? caseAnswerDay(source) : undefined;
  const checked = checkedAt && /^\d{4}-\d{2}-\d{2}$/.test(checkedAt) ? formatDate(checkedAt) : '';
  if (!href && !answeredOn && !checked) return null;
  // Whole sentences per contact, so each language words them its own way.
  const sourceOf: Record<ContactKind, string> = company
    ? {
        phone: t`Source of ${company}'s phone number`,
        email: t`Source of ${company}'s e-mail address`,
        website: t`Source of ${company}'s website`,
        form: t`Source of ${company}'s complaint form`,
      }
    : {
        phone: t`Source of the phone number`,
        email: t`Source of the e-mail address`,
        website: t`Source of the website`,
        form: t`Source of the complaint form`,
      };
  const answeredDate = answeredOn ? formatDate(answeredOn) : '';
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="contact-provenance" data-kind={kind} {...rest}>
      {href && (
        // The accessible name starts with the visible word (WCAG 2.5.3).
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="fg.muted"
          textDecoration="underline"
          aria-label={sourceOf[kind]}
          data-testid="contact-source"
        >
          <Trans>Source</Trans>
        </Link>
      )}
      {answeredOn && (
        <Text as="span" data-testid="contact-case-answer">
          <Trans>Answered an AirDesk case on {answeredDate}</Trans>
        </Text>
      )}
      {(href || answeredOn) && checked && <span aria-hidden="true"> · </span>}
      {checked && <Trans>Checked {checked}</Trans>}
    </Text>
  );
}

/**
 * What a company's contact is for, in the words shown right after it: the country its phone serves ("for
 * customers in the United States") or what its form takes ("for EU261 compensation claims"); '' when general.
 */
export function contactNote(kind: ContactKind, a: Pick<Airline, 'phoneRegion' | 'formScope'>): string {
  if (kind === 'phone') return phoneRegionNote(a.phoneRegion);
  if (kind === 'form') return formScopeNote(a.formScope);
  return '';
}

/** The words after a published contact that say what it is for (contactNote, the contracts' words); nothing when general. */
export function ContactNote({ note }: { note: string | undefined }) {
  const st = useServerText();
  if (!note) return null;
  return (
    <Text as="span" color="fg.muted" data-testid="contact-note">
      {' '}
      {st(note)}
    </Text>
  );
}

const isPublished = (kind: ContactKind, value: string) => {
  const v = value.trim();
  if (kind === 'phone') return telHref(v) !== '';
  if (kind === 'email') return v !== '';
  return websiteHref(v) !== '';
};

/**
 * An icon and a contact on one line, e.g. inside a card; what it is for right after it (`note`, contactNote),
 * and its provenance under it, when given and published.
 */
export function ContactLine({
  kind,
  value,
  onUse,
  truncate = true,
  source,
  checkedAt,
  company,
  note,
}: ContactLinkProps & Provenance & { truncate?: boolean; note?: string }) {
  const { i18n } = useLingui();
  const label = i18n._(CONTACT_LABELS[kind]);
  // A note is never cut off: the line wraps instead (a phone or "Complaint form" is short).
  const shownNote = note && isPublished(kind, value) ? note : '';
  const line = (
    <Flex gap="2" align={shownNote ? 'flex-start' : 'center'} fontSize="sm" minW="0">
      <Box color="fg.muted" title={label} display="flex" mt={shownNote ? '0.5' : undefined}>
        {ICONS[kind]}
        <VisuallyHidden>
          <Trans>{label}:</Trans>{' '}
        </VisuallyHidden>
      </Box>
      <Box truncate={truncate && !shownNote} minW="0">
        <ContactLink kind={kind} value={value} onUse={onUse} truncate={truncate && !shownNote} />
        <ContactNote note={shownNote} />
      </Box>
    </Flex>
  );
  if ((source === undefined && checkedAt === undefined) || !isPublished(kind, value)) return line;
  return (
    <Box minW="0">
      {line}
      <ContactProvenance kind={kind} source={source} checkedAt={checkedAt} company={company} ps="6" />
    </Box>
  );
}

/** The quiet "Report a wrong contact" link-button under a company's contacts (directory and e-mail directory). */
export function ReportContactButton({ company, onClick }: { company: string; onClick: () => void }) {
  const { t } = useLinguiMacro();
  return (
    <Button
      variant="plain"
      size="xs"
      alignSelf="flex-start"
      px="0"
      h="auto"
      color="fg.muted"
      textDecoration="underline"
      fontWeight="normal"
      _hover={{ color: 'fg' }}
      onClick={onClick}
      aria-label={t`Report a wrong contact of ${company}`}
    >
      <Trans>Report a wrong contact</Trans>
    </Button>
  );
}
