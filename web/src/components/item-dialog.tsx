// The one dialog shell of the app (item-dialog-view.tsx), loaded when a dialog first opens (lazy-dialog.tsx).
import type { ReactNode } from 'react';
import type { ItemDialogProps } from './item-dialog-view';
import { lazyDialog } from './lazy-dialog';

export type { ItemDialogProps };

/** Open while `item` is set; see item-dialog-view.tsx. */
export const ItemDialog = lazyDialog<ItemDialogProps<unknown>>(
  () => import('./item-dialog-view'),
  (props) => props.item !== null,
) as <T>(props: ItemDialogProps<T>) => ReactNode;
