// The directory's single All Airlines tab (docs/product.md#directory) and its panel. With one tab there is
// nothing to switch, so this draws Chakra's tabs (Chakra's `tabs` recipe, line variant, whose styles
// key on data-orientation and aria-selected) with the ARIA roles of a tab list, without the Tabs component,
// whose state machine and its helpers were 12.5 kB gzipped and 6 scripts of the page's first load.
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';

export function AllAirlinesTab({ children }: { children: ReactNode }) {
  const recipe = useSlotRecipe({ recipe: tabsSlotRecipe });
  // The same styles on every render of the page (each keystroke in its search boxes renders it again).
  const styles = useMemo(() => recipe({ variant: 'line' }), [recipe]);
  return (
    <chakra.div data-orientation="horizontal" css={styles.root}>
      <chakra.div role="tablist" data-orientation="horizontal" css={[styles.list, { mb: '4' }]}>
        <chakra.button
          type="button"
          role="tab"
          id="directory-tab"
          aria-selected="true"
          aria-controls="directory-panel"
          data-orientation="horizontal"
          css={styles.trigger}
        >
          <Trans>All Airlines</Trans>
        </chakra.button>
      </chakra.div>
      <chakra.div
        role="tabpanel"
        id="directory-panel"
        aria-labelledby="directory-tab"
        data-orientation="horizontal"
        css={[styles.content, { pt: '0' }]}
      >
        {children}
      </chakra.div>
    </chakra.div>
  );
}
