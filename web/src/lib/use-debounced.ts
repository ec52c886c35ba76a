import { useEffect, useState } from 'react';

/** A type-ahead asks the API once typing pauses this long, not on every keystroke. */
export const TYPEAHEAD_DEBOUNCE_MS = 200;

/** `value` once it has stayed the same for `ms` (until then, the value it had before). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
