import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { snapshot, useSnapshot } from 'valtio';
import { useOpenMenu } from '../hooks/use-open-menu';
import type { searchIndexFor, searchMenu } from '../menu/search';
import type { MenuItem } from '../menu/types';
import { permission } from '../stores/permission';
import { isSearchShortcut, ShortcutHint } from './search-shortcut';

/** The search code and its pinyin dictionary (~100 kB gzip) load on first use, not with the shell. */
interface SearchModule {
  searchIndexFor: typeof searchIndexFor;
  searchMenu: typeof searchMenu;
}
const loadSearch = (): Promise<SearchModule> => import('../menu/search');

/**
 * Enough to choose from while typing (the list shows about eight at a time); a longer list only
 * costs render time on every keystroke.
 */
const MAX_SUGGESTIONS = 12;

const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };

const ELLIPSIS: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export interface FunctionSearchBoxProps {
  /** What was typed into the placeholder before this box arrived. */
  initialQuery: string;
  /** The placeholder had the focus: this box takes it over. */
  autoFocus: boolean;
}

/**
 * The function search box (MENU-18): third-level entries with their area and group, found by
 * name, pinyin or initials; Ctrl/Cmd+K focuses it, arrows and Enter choose, Esc leaves.
 */
export default function FunctionSearchBox({ initialQuery, autoFocus }: FunctionSearchBoxProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const openMenu = useOpenMenu();
  const containerRef = useRef<HTMLSpanElement>(null);
  const input = () => containerRef.current?.querySelector('input');
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(autoFocus);
  // Loaded and built on first use (pinyin of 5,000 names takes ~0.1 s), then once per menu.
  const [search, setSearch] = useState<SearchModule | null>(null);
  // The index (normalised names, full pinyin and initials of every entry) is built as soon as the
  // code is there, before the first keystroke needs it.
  const engage = useCallback(() => {
    void loadSearch().then((module) => {
      module.searchIndexFor(snapshot(permission).menu as readonly MenuItem[]);
      setSearch(() => module);
    });
  }, []);
  // The box arrives when the user reaches for it (hover, focus, Ctrl+K): the dictionary and the
  // index follow in the next idle moment, not on the first key.
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(engage, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(engage, { timeout: 500 });
    return () => cancelIdleCallback(idle);
  }, [engage]);
  // Subscribes to menu changes; the index reads the plain snapshot, which keeps its identity
  // while the menu is unchanged and is not walked through render-tracking proxies.
  void useSnapshot(permission).menu;
  const menu = snapshot(permission).menu as readonly MenuItem[];
  const index = useMemo(() => search?.searchIndexFor(menu) ?? null, [search, menu]);
  const results = useMemo(
    () => (index && search ? search.searchMenu(index, query, MAX_SUGGESTIONS) : []),
    [search, index, query],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        input()?.focus();
        engage();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engage]);

  // Plain spans: antd's measuring ellipsis costs too much per option on every keystroke.
  const options = useMemo(
    () =>
      results.map(({ item, firstName, secondName }) => ({
        value: item.id,
        label: (
          <div style={ROW}>
            <span style={ELLIPSIS}>{item.title}</span>
            <span style={{ ...ELLIPSIS, color: token.colorTextSecondary }}>
              {firstName} / {secondName}
            </span>
          </div>
        ),
      })),
    [results, token.colorTextSecondary],
  );

  const choose = (id: string) => {
    const found = results.find((entry) => entry.item.id === id);
    setQuery('');
    setOpen(false);
    input()?.blur();
    if (found) openMenu(found.item);
  };

  return (
    <span ref={containerRef}>
      <AutoComplete
        value={query}
        // Enter opens the first suggestion unless the arrows chose another.
        defaultActiveFirstOption
        options={options}
        open={open && query !== ''}
        onSearch={setQuery}
        onSelect={choose}
        onFocus={() => {
          engage();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onInputKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            input()?.blur();
          }
        }}
        notFoundContent={query ? t('topBar.search.empty') : null}
        popupMatchSelectWidth={360}
        style={{ width: 220 }}
      >
        <Input
          autoFocus={autoFocus}
          role="combobox"
          aria-label={t('topBar.search.label')}
          placeholder={t('topBar.search.placeholder')}
          prefix={<SearchOutlined />}
          suffix={<ShortcutHint />}
          allowClear
        />
      </AutoComplete>
    </span>
  );
}
