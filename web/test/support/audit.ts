// The fit and accessibility checks of a screen or an open dialog, as the sweep (screen-sweep.ts)
// and the keyboard journey run them. Each answers a list of findings (empty when all is well), so one run
// names every failure instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An open modal (Chakra's dialog and drawer content, the alert dialog). */
export const OPEN_DIALOG = '[role=dialog][data-state=open], [role=alertdialog][data-state=open]';

/**
 * axe-core's WCAG A/AA rules on the page, or only inside `include` (an open dialog); one line per node.
 *
 * Legacy mode runs axe.run() in the page itself. The default instead runs axe in every frame and finishes in a new
 * blank page of the context, injecting axe's 500 kB twice per check: it took 1.5 to 3.7 s a screen, most of the
 * sweep's time. The SPA has no frames (nothing cross-origin to reach), so both modes check the same nodes.
 * resultTypes limits the detail axe gathers for passes and inapplicable rules, which nothing here reads; every
 * violation is still reported with all its nodes.
 */
async function axeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `axe ${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/**
 * What does not fit at the current width:
 * - the page scrolls sideways;
 * - a button, link styled as one, input, select or text area reaches outside the viewport, or outside its
 *   dialog when one is open (controls inside a container that scrolls sideways, such as a wide table, only
 *   need to be inside that container's scroll area, which is how a reader reaches them);
 * - a button's text is cut (its content is wider than its box);
 * - a toast covers a button of the page or of an open dialog (a toast never covers a primary button). A phone's
 *   toast sits at the top, over the header, and may pass over the page's heading: a toast has to sit somewhere,
 *   and a heading is not something the traveller acts on.
 */
async function fitFindings(page: Page): Promise<string[]> {
  return page.evaluate((dialogSelector) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const slack = 1;
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 60) ??
        el.getAttribute('name') ??
        '';
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${el.getAttribute('name') ? ` name=${el.getAttribute('name')}` : ''}> "${label}"${testId ? ` in [${testId}]` : ''}`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    /** Chakra's visually hidden inputs (checkboxes, radios, file inputs) sit inside their 1 px clip. */
    const clippedAway = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    /** The nearest ancestor that scrolls sideways (a wide table's wrapper), below `stop`. */
    const sideScroller = (el: Element, stop: Element | null) => {
      for (let a = el.parentElement; a && a !== stop && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if ((o === 'auto' || o === 'scroll') && a.scrollWidth > a.clientWidth + slack) return a;
      }
      return null;
    };

    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + slack) {
      out.push(`the page scrolls sideways: ${page.scrollWidth} px of content in ${page.clientWidth} px`);
    }

    const dialogs = [...document.querySelectorAll(dialogSelector)].filter(visible);
    const dialog = dialogs[dialogs.length - 1] ?? null;
    const scope: ParentNode = dialog ?? document;
    const box = dialog?.getBoundingClientRect();
    const controls = scope.querySelectorAll(
      'button, [role=button], input:not([type=hidden]), select, textarea, a[data-scope], a.chakra-button',
    );
    for (const el of controls) {
      if (!visible(el) || clippedAway(el)) continue;
      const r = el.getBoundingClientRect();
      const scroller = sideScroller(el, dialog);
      if (scroller) {
        // Reached by scrolling its container; the container itself must fit.
        const c = scroller.getBoundingClientRect();
        if (c.left < -slack || c.right > vw + slack) out.push(`${name(scroller)} (scrolling box) leaves the viewport`);
        continue;
      }
      if (r.left < -slack || r.right > vw + slack) {
        out.push(`${name(el)} leaves the viewport (${Math.round(r.left)}..${Math.round(r.right)} of ${vw} px)`);
      } else if (box && (r.left < box.left - slack || r.right > box.right + slack)) {
        out.push(
          `${name(el)} leaves its dialog (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`,
        );
      }
      const tag = el.tagName.toLowerCase();
      if (
        (tag === 'button' || tag === 'a' || el.getAttribute('role') === 'button') &&
        el.scrollWidth > el.clientWidth + slack
      ) {
        out.push(`${name(el)} is cut: its content is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);
      }
    }

    // A toast never covers a primary button: the page's and an open dialog's own (the header's navigation and a
    // dialog's close cross are not; a phone's toast sits over the header and may pass over a page's heading).
    const toasts = [...document.querySelectorAll('[data-testid=toast]')].filter(visible);
    const buttons = [
      ...document.querySelectorAll(
        'main button, main a.chakra-button, [role=dialog] button:not([data-part=close-trigger]), [role=dialog] a.chakra-button',
      ),
    ].filter((b) => visible(b) && b.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    for (const t of toasts) {
      for (const b of buttons) {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && t.contains(hit))
          out.push(`a toast ("${(t as HTMLElement).innerText.slice(0, 40)}") covers the button ${name(b)}`);
      }
    }
    return out;
  }, OPEN_DIALOG);
}

/** Both checks, each finding prefixed with where it was seen. */
export async function audit(page: Page, where: string): Promise<string[]> {
  const dialog = (await page.locator(OPEN_DIALOG).count()) > 0;
  const width = page.viewportSize()?.width ?? 0;
  const found = [...(await fitFindings(page)), ...(await axeFindings(page, dialog ? OPEN_DIALOG : undefined))];
  return found.map((f) => `${where} @${width}: ${f}`);
}
