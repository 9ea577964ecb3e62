import { describe, expect, test } from 'vitest';
import { goodsModule } from './index';

describe('the goods module', () => {
  test('every page loads its component, the same one each time', async () => {
    const components = [];
    for (const route of goodsModule.routes) {
      const page = (await route.component()).default;
      expect(typeof page, route.name).toBe('function');
      expect((await route.component()).default, route.name).toBe(page);
      components.push(page);
    }
    // One page a route: the goods and combined goods pages of each mode are their own.
    expect(new Set(components).size).toBe(goodsModule.routes.length);
  });
});
