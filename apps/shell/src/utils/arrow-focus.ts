/**
 * The arrow keys of a menu (the WAI-ARIA menu pattern): ↓ and ↑ move the focus to the next and
 * the previous of `items` (wrapping round), Home and End to the first and the last. Returns
 * whether the key was one of these and the focus moved (the caller then prevents its default).
 */
export function arrowFocus(key: string, items: readonly HTMLElement[], from: EventTarget | null): boolean {
  const index = items.indexOf(from as HTMLElement);
  if (index < 0 || items.length === 0) return false;
  const count = items.length;
  const next =
    key === 'ArrowDown'
      ? (index + 1) % count
      : key === 'ArrowUp'
        ? (index - 1 + count) % count
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : -1;
  if (next < 0) return false;
  items[next]?.focus();
  return true;
}
