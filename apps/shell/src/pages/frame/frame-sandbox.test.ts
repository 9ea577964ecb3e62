import { expect, test } from 'vitest';
import { frameSandbox } from './frame-sandbox';

test('cross-origin frames keep their origin; same-origin frames never get scripts with it', () => {
  const shell = 'http://127.0.0.1:8080';
  expect(frameSandbox(new URL('http://127.0.0.1:8081/p'), shell)).toBe(
    'allow-scripts allow-same-origin allow-forms allow-popups',
  );
  const same = frameSandbox(new URL('http://127.0.0.1:8080/legacy'), shell).split(' ');
  expect(same).toContain('allow-scripts');
  expect(same).not.toContain('allow-same-origin');
});
