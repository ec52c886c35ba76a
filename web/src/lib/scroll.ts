/**
 * Scrolls smoothly to a section of the current page by its id (subscription, contact) and moves the focus
 * there, so keyboard and screen-reader users continue from that section, not from the button they used.
 */
export function scrollToId(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    // The section is a reading position, not a control: no focus ring around the whole block.
    el.style.outline = 'none';
  }
  el.focus({ preventScroll: true });
}
