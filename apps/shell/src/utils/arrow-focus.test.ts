import { afterEach, describe, expect, test } from 'vitest';
import { arrowFocus } from './arrow-focus';

afterEach(() => document.body.replaceChildren());

describe('arrowFocus', () => {
  const buttons = () => {
    document.body.innerHTML = '<button>a</button><button>b</button><button>c</button>';
    return Array.from(document.querySelectorAll('button'));
  };
  const focusedText = () => document.activeElement?.textContent;

  test('↓ and ↑ move to the next and previous item, wrapping round; Home and End to the ends', () => {
    const [a, b, c] = buttons() as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    const items = [a, b, c];
    expect(arrowFocus('ArrowDown', items, a)).toBe(true);
    expect(focusedText()).toBe('b');
    expect(arrowFocus('ArrowDown', items, c)).toBe(true);
    expect(focusedText()).toBe('a');
    expect(arrowFocus('ArrowUp', items, a)).toBe(true);
    expect(focusedText()).toBe('c');
    expect(arrowFocus('Home', items, c)).toBe(true);
    expect(focusedText()).toBe('a');
    expect(arrowFocus('End', items, a)).toBe(true);
    expect(focusedText()).toBe('c');
  });

  test('another key, or a target that is not an item, moves nothing', () => {
    const items = buttons();
    items[1]!.focus();
    expect(arrowFocus('Enter', items, items[1]!)).toBe(false);
    expect(arrowFocus('ArrowDown', items, document.body)).toBe(false);
    expect(focusedText()).toBe('b');
  });
});
