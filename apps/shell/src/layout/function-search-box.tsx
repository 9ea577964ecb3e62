import { useCallback, useEffect, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Input } from '../components/text-input';
import { useOpenMenu } from '../hooks/use-open-menu';
import type { searchIndexFor, searchMenu } from '../menu/search';
import { permission } from '../stores/permission';
import { isSearchShortcut, ShortcutHint } from './search-shortcut';
import { withAntdScope } from '../components/antd-scope';

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

const LISTBOX_ID = 'function-search-listbox';
const optionId = (index: number) => `function-search-option-${index}`;

const ELLIPSIS: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export interface FunctionSearchBoxProps {
  /** What was typed into the placeholder before this box arrived. */
  initialQuery: string;
  /** The placeholder had the focus: this box takes it over. */
  autoFocus: boolean;
}

/**
 * The function search box (MENU-18), a WAI-ARIA combobox: third-level entries with their area and
 * group, found by name, pinyin or initials; Ctrl/Cmd+K focuses it, the arrows move through the
 * suggestions, Enter opens the one chosen (the first unless the arrows chose another), Esc leaves.
 * Its own list rather than antd's AutoComplete: a dozen rows need neither a virtual list (which
 * measures every row's height on every keystroke) nor a pop-up aligner, and typing stays within
 * a frame on a tenant of 5,000 pages.
 */
function FunctionSearchBox({ initialQuery, autoFocus }: FunctionSearchBoxProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const openMenu = useOpenMenu();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(0);
  // Loaded and built on first use (pinyin of 5,000 names takes ~0.1 s), then once per menu.
  const [search, setSearch] = useState<SearchModule | null>(null);
  // The index (normalised names, full pinyin and initials of every entry) is built as soon as the
  // code is there, before the first keystroke needs it.
  const engage = useCallback(() => {
    void loadSearch().then((module) => {
      module.searchIndexFor(permission.menu);
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
  // The menu is plain data replaced whole (setMenu): the same array while unchanged, so the index
  // is built once per menu.
  const { menu } = useSnapshot(permission);
  const index = useMemo(() => search?.searchIndexFor(menu) ?? null, [search, menu]);
  const results = useMemo(
    () => (index && search ? search.searchMenu(index, query, MAX_SUGGESTIONS) : []),
    [search, index, query],
  );

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        input?.focus();
        engage();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engage, input]);

  const choose = (at: number) => {
    const found = results[at];
    setQuery('');
    setOpen(false);
    input?.blur();
    if (found) openMenu(found.item);
  };

  const type = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      setOpen(true);
      setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      if (open && count > 0) choose(Math.min(active, count - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      input?.blur();
    } else return;
    event.preventDefault();
  };

  const shown = open && query !== '';
  const activeIndex = Math.min(active, results.length - 1);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <Input
        ref={setInput}
        autoFocus={autoFocus}
        role="combobox"
        aria-label={t('topBar.search.label')}
        aria-expanded={shown}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-activedescendant={shown && results.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('topBar.search.placeholder')}
        prefix={<SearchOutlined />}
        suffix={<ShortcutHint />}
        value={query}
        onChange={(event) => type(event.target.value)}
        onClear={() => type('')}
        onFocus={() => {
          engage();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        style={{ width: 220 }}
      />
      {shown && (
        <ul
          id={LISTBOX_ID}
          role="listbox"
          aria-label={t('topBar.search.label')}
          style={{
            position: 'absolute',
            top: '100%',
            insetInlineEnd: 0,
            zIndex: token.zIndexPopupBase + 50,
            width: 360,
            maxHeight: 8 * 36,
            overflowY: 'auto',
            margin: `${token.marginXXS}px 0 0`,
            padding: token.paddingXXS,
            listStyle: 'none',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {results.length === 0 && (
            <li role="presentation" style={{ padding: '5px 12px', color: token.colorTextDescription }}>
              {t('topBar.search.empty')}
            </li>
          )}
          {results.map(({ item, firstName, secondName }, at) => (
            // The keyboard chooses from the input (arrows and Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.id}
              id={optionId(at)}
              role="option"
              aria-selected={at === activeIndex}
              // The input keeps the focus: a click chooses without a blur closing the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(at)}
              onClick={() => choose(at)}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
                padding: '5px 12px',
                borderRadius: token.borderRadiusSM,
                cursor: 'pointer',
                background: at === activeIndex ? token.controlItemBgHover : undefined,
              }}
            >
              <span style={ELLIPSIS}>{item.title}</span>
              <span style={{ ...ELLIPSIS, color: token.colorTextSecondary }}>
                {firstName} / {secondName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

export default withAntdScope(FunctionSearchBox);
