// Numbered pagination (docs/product.md#constants): Previous, up to 5 page numbers around the current page,
// then (with `edges`) an ellipsis and the last page when there are more, Next.
import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** The page numbers to show, with null for an ellipsis. */
export function pageItems(page: number, totalPages: number, max = 5, edges = true): (number | null)[] {
  if (totalPages <= max) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(1, page - Math.floor(max / 2));
  const end = Math.min(totalPages, start + max - 1);
  start = Math.max(1, end - max + 1);
  const items: (number | null)[] = [];
  for (let p = start; p <= end; p++) items.push(p);
  if (edges && end < totalPages) {
    if (end < totalPages - 1) items.push(null);
    items.push(totalPages);
  }
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Keep the last page after the window of 5 (with an ellipsis between). */
  edges?: boolean;
  label?: string;
}

export function Pagination({ page, totalPages, onChange, edges = true, label }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages, 5, edges);
  return (
    <HStack
      as="nav"
      aria-label={label ?? t`Pagination`}
      gap={{ base: '0.5', sm: '1' }}
      wrap="wrap"
      justify="center"
      data-testid="pagination"
    >
      <Button
        size={{ base: 'xs', sm: 'sm' }}
        variant="outline"
        px={{ base: '2', sm: '3' }}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t`Previous page`}
      >
        <span aria-hidden="true">‹</span>
        <Text as="span" hideBelow="sm">
          <Trans>Previous</Trans>
        </Text>
      </Button>
      {items.map((p, i) =>
        p === null ? (
          <Text key={`gap-${i}`} px={{ base: '0', sm: '1' }} color="fg.muted" aria-hidden="true">
            …
          </Text>
        ) : (
          <IconButton
            key={p}
            size={{ base: 'xs', sm: 'sm' }}
            minW={{ base: '7', sm: '9' }}
            variant={p === page ? 'solid' : 'ghost'}
            aria-label={t`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </IconButton>
        ),
      )}
      <Button
        size={{ base: 'xs', sm: 'sm' }}
        variant="outline"
        px={{ base: '2', sm: '3' }}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t`Next page`}
      >
        <Text as="span" hideBelow="sm">
          <Trans>Next</Trans>
        </Text>
        <span aria-hidden="true">›</span>
      </Button>
    </HStack>
  );
}
