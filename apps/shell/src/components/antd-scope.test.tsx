import { afterEach, describe, expect, test } from 'vitest';
import { Suspense, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdScope, antdScopeReady } from './antd-scope';

afterEach(cleanup);

function BusyButton() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="primary" loading={busy}>
        Save
      </Button>
      <button type="button" onClick={() => setBusy((value) => !value)}>
        toggle
      </button>
    </>
  );
}

describe('antd scope', () => {
  test('a busy button reads "loading Save" while busy and "Save" again at once after', async () => {
    await antdScopeReady();
    render(
      <Suspense fallback={null}>
        <AntdScope>
          <BusyButton />
        </AntdScope>
      </Suspense>,
    );
    const toggle = await screen.findByRole('button', { name: 'toggle' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();

    act(() => toggle.click());
    expect(screen.getByRole('button', { name: 'loading Save' })).toBeTruthy();

    // Answered at once: no spinner is left behind, not even an invisible one with its label.
    act(() => toggle.click());
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.querySelector('[aria-label="loading"]')).toBeNull();
  });
});
