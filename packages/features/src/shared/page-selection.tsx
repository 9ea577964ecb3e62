import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { TableColumnType } from 'antd';

/**
 * The selection of a paged table, kept by the page (ids, across pages) and read by the boxes of
 * its rows and of its header: the table's columns stay the same while the selection changes, and
 * a page of new rows updates the rows it has instead of making new ones.
 */
interface PageSelection {
  readonly selected: ReadonlySet<string>;
  /** The ids of the rows shown, in their order. */
  readonly page: readonly string[];
  /** A row's box changed; with Shift, every row from the last one changed takes its state. */
  toggle(id: string, on: boolean, range: boolean): void;
  /** The header's box: every row shown on or off. */
  togglePage(on: boolean): void;
}

const Context = createContext<PageSelection | null>(null);

function useSelection(): PageSelection {
  const selection = useContext(Context);
  if (!selection) throw new Error('a selection box outside a SelectionProvider');
  return selection;
}

const union = (current: readonly string[], ids: readonly string[]) => [
  ...current,
  ...ids.filter((id) => !current.includes(id)),
];

export function SelectionProvider({
  selected,
  page,
  onChange,
  children,
}: {
  selected: readonly string[];
  page: readonly string[];
  onChange: Dispatch<SetStateAction<string[]>>;
  children: ReactNode;
}) {
  // The row last changed by a click: where a Shift-click's range starts.
  const anchor = useRef<string | null>(null);
  const value = useMemo<PageSelection>(() => {
    const set = (ids: readonly string[], on: boolean) =>
      onChange((current) => (on ? union(current, ids) : current.filter((id) => !ids.includes(id))));
    return {
      selected: new Set(selected),
      page,
      toggle(id, on, range) {
        const from = range && anchor.current !== null ? page.indexOf(anchor.current) : -1;
        const to = page.indexOf(id);
        anchor.current = id;
        if (from < 0 || to < 0) return set([id], on);
        set(page.slice(Math.min(from, to), Math.max(from, to) + 1), on);
      },
      togglePage: (on) => set(page, on),
    };
  }, [selected, page, onChange]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** A plain checkbox the size of antd's, in the theme's colour: one per row of a long table. */
const BOX = {
  width: 16,
  height: 16,
  margin: 0,
  verticalAlign: 'middle',
  cursor: 'pointer',
  accentColor: 'var(--ant-color-primary)',
} as const;

/** Whether Shift was down: React reports a checkbox's change with the click that made it. */
const withShift = (event: ChangeEvent<HTMLInputElement>) =>
  event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey;

/** A row's selection box, named after its row (`label`). */
export function RowCheck({ id, label }: { id: string; label: string }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      style={BOX}
      checked={selection.selected.has(id)}
      aria-label={label}
      onChange={(event) => selection.toggle(id, event.target.checked, withShift(event))}
    />
  );
}

/** The header's box: checked when every row shown is, mixed when some are. */
export function PageCheck({ label }: { label: string }) {
  const { selected, page, togglePage } = useSelection();
  const count = page.filter((id) => selected.has(id)).length;
  const all = page.length > 0 && count === page.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  // The table also draws its titles into a hidden row it measures widths with (aria-hidden):
  // that copy leaves the tab order, so the keyboard and screen readers meet the box once.
  const [copy, setCopy] = useState(false);
  useLayoutEffect(() => setCopy(!!box.current?.closest('[aria-hidden="true"]')), []);
  return (
    <input
      ref={box}
      type="checkbox"
      tabIndex={copy ? -1 : undefined}
      style={BOX}
      checked={all}
      disabled={page.length === 0}
      aria-label={label}
      aria-checked={count > 0 && !all ? 'mixed' : all}
      onChange={(event) => togglePage(event.target.checked)}
    />
  );
}

/** The column of the selection boxes: the page's in the header, a row's (named by `label`) in each row. */
export const selectionColumn = <Row,>(
  idOf: (row: Row) => string,
  label: (row: Row) => string,
  pageLabel: string,
): TableColumnType<Row> => ({
  key: 'selection',
  width: 48,
  title: <PageCheck label={pageLabel} />,
  render: (_, row) => <RowCheck id={idOf(row)} label={label(row)} />,
});
