import { t } from '../i18n';
import { tabs } from '../stores/tabs';
import { staticDialogMotion } from '../utils/dialog-motion';

/**
 * Pages with unsaved changes, by their tab's path (HostKit.setUnsaved). The shell asks before
 * closing or refreshing such a tab and before the browser page unloads.
 */
const dirtyPaths = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the dialog only when a value is set.
  event.returnValue = '';
}

export function setUnsaved(path: string, dirty: boolean): void {
  const before = dirtyPaths.size;
  if (dirty) dirtyPaths.add(path);
  else dirtyPaths.delete(path);
  if (typeof window === 'undefined') return;
  if (before === 0 && dirtyPaths.size > 0) window.addEventListener('beforeunload', onBeforeUnload);
  if (before > 0 && dirtyPaths.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

export const isUnsaved = (path: string): boolean => dirtyPaths.has(path);

/** Asks a page whether to keep it open: true when it has changes to keep (an embedded page's beforeClose). */
export type CloseQuestion = () => Promise<boolean>;

/** The pages to ask before their tab closes, by the tab's path. */
const closeQuestions = new Map<string, CloseQuestion>();

/**
 * The page at `path` is asked (`ask`) before its tab closes; returns the function that stops it,
 * which does nothing once another question took its place (the page loaded anew).
 */
export function askBeforeClosing(path: string, ask: CloseQuestion): () => void {
  closeQuestions.set(path, ask);
  return () => {
    if (closeQuestions.get(path) === ask) closeQuestions.delete(path);
  };
}

/**
 * The paths among `paths` with unsaved changes, or whose page asks to be asked before it closes
 * (confirmDiscard then asks it).
 */
export const unsavedAmong = (paths: readonly string[]): string[] =>
  paths.filter((path) => dirtyPaths.has(path) || closeQuestions.has(path));

/** Forget a page's changes: its tab is gone. */
export function forgetUnsaved(paths: readonly string[]): void {
  for (const path of paths) setUnsaved(path, false);
}

const titleOf = (path: string): string => {
  const view = tabs.visitedViews.find((candidate) => candidate.path === path);
  if (!view) return path;
  return view.title || (view.meta.title ? t(view.meta.title) : path);
};

/**
 * Asks whether to give up the unsaved changes of `paths`: those marked dirty, and those whose page,
 * asked first, wants to stay open (resolves true when none has any). The dialog is antd's, loaded
 * with it the first time it is needed.
 */
export async function confirmDiscard(paths: readonly string[]): Promise<boolean> {
  // A question that fails counts as no changes: it never holds a tab open.
  const keeps = (path: string) =>
    closeQuestions
      .get(path)?.()
      .catch(() => false) ?? false;
  const kept = await Promise.all(paths.map(async (path) => dirtyPaths.has(path) || (await keeps(path))));
  const dirty = paths.filter((_, index) => kept[index]);
  if (dirty.length === 0) return true;
  const { Modal } = await import('antd');
  const title = dirty.map(titleOf).join('、');
  return new Promise<boolean>((resolve) => {
    Modal.confirm({
      ...staticDialogMotion(),
      title: t('tabs.unsavedTitle'),
      content: t('tabs.unsavedBody', { title }),
      okText: t('tabs.leave'),
      cancelText: t('tabs.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        forgetUnsaved(dirty);
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });
}
