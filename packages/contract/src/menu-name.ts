import type { MenuNames } from './entities';

/**
 * A menu entry's name in a language: its en or es name where it has one (blank counts as none),
 * the zh name otherwise. The sidebar, the function search and the role page's grant tree all
 * name entries by this one rule.
 */
export function menuNameIn(zh: string, names: MenuNames | undefined, language: 'zh' | 'en' | 'es'): string {
  return (language === 'zh' ? undefined : names?.[language]?.trim()) || zh;
}
