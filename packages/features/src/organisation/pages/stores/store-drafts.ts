import type { StoreForm } from '@rcadmin/contract';
import type { SectionKey, StoreFormValues } from './store-form-model';

/**
 * Unsaved store forms, by form (`create:`, `edit:12`). createDept and editDept are not kept alive
 * behind other tabs: switching away unmounts them. The form's changes wait here until it shows
 * again (the shell keeps the tab marked unsaved meanwhile), and go when saved or discarded.
 */
export interface StoreDraft {
  base: StoreForm;
  values: StoreFormValues;
  tab: SectionKey;
}

const drafts = new Map<string, StoreDraft>();

export const draftKeyOf = (mode: string, id: string): string => `${mode}:${id}`;
export const keepDraft = (key: string, draft: StoreDraft): void => void drafts.set(key, draft);
export const draftOf = (key: string): StoreDraft | undefined => drafts.get(key);
export const dropDraft = (key: string): void => void drafts.delete(key);
