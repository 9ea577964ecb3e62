import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { loadWithAntdScope } from '../components/antd-scope-loader';
import { Icon } from '../components/icon';
import { Input } from '../components/text-input';
import { useTranslation } from 'react-i18next';
import type { FunctionSearchBoxProps } from './function-search-box';
import { loadOnce } from '../utils/load-once';
import { isSearchShortcut, ShortcutHint } from './search-shortcut';

/**
 * The search box (its list box, the search code and the pinyin dictionary) is a chunk of its own,
 * loaded with antd's, when the user first reaches for it: hovering, focusing or Ctrl/Cmd+K; a failed fetch
 * (server away) is tried again on the next hover or focus. Until then a plain input of the same
 * look holds its place and what is typed into it; the real box replaces it in one commit and
 * takes over its text and focus, so no keystroke is lost.
 */
const loadBox = loadOnce(async () => {
  const [module] = await loadWithAntdScope(() => import('./function-search-box'));
  return module.default;
});

/** The top bar's function search (MENU-18, SHELL-03). */
export function FunctionSearch() {
  const { t } = useTranslation();
  const [Box, setBox] = useState<ComponentType<FunctionSearchBoxProps> | null>(null);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const placeholderRef = useRef<HTMLInputElement>(null);
  const engage = useCallback(() => {
    loadBox().then(
      (component) => setBox(() => component),
      (error: unknown) => console.warn('[rcadmin] function search could not load', error),
    );
  }, []);

  useEffect(() => {
    if (Box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      placeholderRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [Box]);

  if (Box) return <Box initialQuery={draft} autoFocus={focused} />;
  return (
    <Input
      ref={placeholderRef}
      role="combobox"
      aria-expanded={false}
      aria-label={t('topBar.search.label')}
      placeholder={t('topBar.search.placeholder')}
      prefix={<Icon icon={SearchOutlined} />}
      suffix={<ShortcutHint />}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onPointerEnter={engage}
      onFocus={() => {
        setFocused(true);
        engage();
      }}
      onBlur={() => setFocused(false)}
      style={{ width: 220 }}
    />
  );
}
