import { describe, expect, test } from 'vitest';
import { encodeBase64 } from '../utils/base64';
import { decodeFrameSrc, frameEntryFromQuery, frameLocation, resolveMenuTarget } from './menu-target';

const item = (url: string) => ({
  id: 'p1',
  title: '页面',
  url,
  menuTree: {
    firstMenu: { id: 'a', name: 'A', url: '' },
    secondMenu: { id: 'g', name: 'G', url: '' },
    thirdMenu: { id: 'p1', name: '页面', url },
  },
});

describe('menu targets', () => {
  test("[MENU-16] a '#' menu is planned: no navigation", () => {
    expect(resolveMenuTarget(item('#'))).toEqual({ kind: 'planned' });
  });

  test('[MENU-17] a menu without a link is an error: no navigation', () => {
    expect(resolveMenuTarget(item(''))).toEqual({ kind: 'missing' });
    expect(resolveMenuTarget(item('  '))).toEqual({ kind: 'missing' });
  });

  test('[MENU-19] a full address opens the frame route with src, name, id and parentId', () => {
    const target = resolveMenuTarget(item('https://vendor.example.com/page?a=1'));
    expect(target.kind).toBe('frame');
    const url = new URL(target.kind === 'frame' ? target.to : '', 'http://shell');
    expect(url.pathname).toBe('/iframe/urlPath');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: 'https://vendor.example.com/page?a=1',
      name: '页面',
      id: 'p1',
      parentId: 'g',
    });
  });

  test('route links navigate as they are', () => {
    expect(resolveMenuTarget(item('/goods/index/list'))).toEqual({ kind: 'route', to: '/goods/index/list' });
    expect(resolveMenuTarget(item('member/index'))).toEqual({ kind: 'route', to: '/member/index' });
  });

  test('[ROUTE-09] the frame src is accepted plain or as base64 with a _t_s timestamp', () => {
    const plain = 'https://vendor.example.com/p?x=1';
    expect(
      decodeFrameSrc(
        new URL(
          frameLocation({ src: plain, name: 'n', id: 'i', parentId: 'p' }),
          'http://s',
        ).searchParams.get('src'),
      ),
    ).toBe(plain);
    const stamped = 'https://vendor.example.com/p?x=1&_t_s=1767225600000';
    expect(decodeFrameSrc(encodeBase64(stamped))).toBe(stamped);
  });

  test('[ROUTE-09] anything but an http(s) address is refused', () => {
    expect(decodeFrameSrc(null)).toBeNull();
    expect(decodeFrameSrc('javascript:alert(1)')).toBeNull();
    expect(decodeFrameSrc(encodeBase64('javascript:alert(1)'))).toBeNull();
    expect(decodeFrameSrc('not-base64-or-url')).toBeNull();
  });

  test('[TAB-11] [ROUTE-08] the frame query names an embedded entry {id, parentId, name, src}', () => {
    const query = new URL(
      frameLocation({ src: 'https://v.example/p', name: 'P', id: 'p1', parentId: 'g' }),
      'http://s',
    ).searchParams;
    expect(frameEntryFromQuery(query)).toEqual({
      id: 'p1',
      parentId: 'g',
      name: 'P',
      src: 'https://v.example/p',
    });
    expect(frameEntryFromQuery(new URLSearchParams({ src: encodeBase64('https://v.example/q') }))).toEqual({
      id: 'https://v.example/q',
      parentId: '',
      name: '',
      src: 'https://v.example/q',
    });
    expect(frameEntryFromQuery(new URLSearchParams({ src: 'data:text/html,x' }))).toBeNull();
  });
});
