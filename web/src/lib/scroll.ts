/** Scrolls smoothly to a section of the current page by its id (subscription, contact). */
export function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
