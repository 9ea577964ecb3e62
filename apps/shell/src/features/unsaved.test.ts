import { afterEach, describe, expect, test } from 'vitest';
import { forgetUnsaved, isUnsaved, setUnsaved, unsavedAmong } from './unsaved';

afterEach(() => forgetUnsaved(['/goods/index/edit/1', '/goods/index/create']));

describe('pages with unsaved changes', () => {
  test('[GOODS-03] a dirty page is known by its tab path until it is clean again', () => {
    setUnsaved('/goods/index/edit/1', true);
    expect(isUnsaved('/goods/index/edit/1')).toBe(true);
    expect(unsavedAmong(['/overview', '/goods/index/edit/1', '/goods/index/create'])).toEqual([
      '/goods/index/edit/1',
    ]);
    setUnsaved('/goods/index/edit/1', false);
    expect(isUnsaved('/goods/index/edit/1')).toBe(false);
  });

  test('[GOODS-03] while any page is dirty, leaving the browser page asks first', () => {
    const ask = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(ask()).toBe(false);
    setUnsaved('/goods/index/create', true);
    expect(ask()).toBe(true);
    setUnsaved('/goods/index/create', false);
    expect(ask()).toBe(false);
  });
});
