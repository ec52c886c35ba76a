// Copying text for the user (an e-mail address, a letter): the async clipboard API, with a fallback for
// browsers without it (or without the permission, or outside a secure context).
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
export async function copyText(text: string) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- feature detection: navigator.clipboard is undefined outside a secure context, whatever the DOM types say
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the fallback (permission refused, insecure context)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the fallback for browsers without the clipboard API; nothing newer exists there
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error(t`Copying is not available in this browser`);
}

/**
 * A copy button's state: `copy()` puts `text` on the clipboard and `copied` is true for a few seconds, so the
 * button itself says "Copied" where the traveller is looking. A toast would cover the buttons beside it on a
 * phone, and a toast never covers a primary button; a failure is still a toast, with its reason.
 */
export function useCopyButton(text: string, onError: (err: unknown) => void) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    try {
      await copyText(text);
      setCopied(true);
    } catch (err) {
      onError(err);
    }
  };
  return { copied, copy };
}

/** How long a copy button says "Copied". */
export const COPIED_MS = 3000;
