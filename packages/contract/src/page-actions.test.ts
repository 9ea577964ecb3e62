import { describe, expect, it } from 'vitest';
import { PAGE_ACTIONS_BY_PATH, calls } from './all-calls';
import { batchImportCalls } from './batch-import-calls';
import {
  ACTION_NAMES,
  PAGE_ACTIONS,
  actionOfResourceId,
  actionResourceId,
  actionsAtUrl,
  actionsOfCall,
  type CallAction,
} from './page-actions';
import { PAGES } from './pages';

const entries = Object.entries(calls) as [
  string,
  { resource?: string | readonly string[]; action?: CallAction },
][];

describe('rights per action in the call table', () => {
  it('every call bound to pages names its action (the bulk import calls: their import type decides)', () => {
    const unnamed = entries
      .filter(([, info]) => info.resource !== undefined && info.action === undefined)
      .map(([name]) => name)
      .filter((name) => !(name in batchImportCalls));
    expect(unnamed).toEqual([]);
  });

  it("every action a call names is one of each of its pages' actions, and every page can be viewed", () => {
    for (const [name, info] of entries) {
      if (info.resource === undefined || info.action === undefined) continue;
      for (const path of [info.resource].flat())
        for (const action of actionsOfCall(info.action))
          expect(PAGE_ACTIONS_BY_PATH[path], `${name} ${path}`).toContain(action);
    }
    for (const actions of Object.values(PAGE_ACTIONS_BY_PATH)) expect(actions[0]).toBe('view');
  });

  it('the goods list has every action, in their order; a save is create or edit', () => {
    expect(PAGE_ACTIONS_BY_PATH[PAGES.goodsList.path]).toEqual([...PAGE_ACTIONS]);
    expect(calls.goodsBatchChangePrice.action).toBe('changePrice');
    expect(actionsOfCall('save')).toEqual(['create', 'edit']);
    expect(actionsAtUrl(PAGE_ACTIONS_BY_PATH, `${PAGES.goodsList.path}?tab=1`)).toContain('changePrice');
    expect(actionsAtUrl(PAGE_ACTIONS_BY_PATH, 'https://vendor.example/page')).toEqual([]);
  });

  it('an action resource id names its page and action, and every action has zh, en and es names', () => {
    const id = actionResourceId('rc-goods-list', 'changePrice');
    expect(actionOfResourceId(id)).toEqual({ pageId: 'rc-goods-list', action: 'changePrice' });
    expect(actionOfResourceId('rc-goods-list')).toBeUndefined();
    expect(actionOfResourceId('rc-goods-list:fly')).toBeUndefined();
    for (const action of PAGE_ACTIONS)
      for (const language of ['zh', 'en', 'es'] as const)
        expect(ACTION_NAMES[action][language].length, `${action} ${language}`).toBeGreaterThan(0);
  });
});
