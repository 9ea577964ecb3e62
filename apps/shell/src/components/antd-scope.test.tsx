import { afterEach, describe, expect, test } from 'vitest';
import { Suspense, useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Button, theme } from 'antd';
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

  test('antd moves (dialogs zoom, drawers slide) unless the system asks for less motion', async () => {
    await antdScopeReady();
    const device = (
      window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
    ).happyDOM.settings.device;
    const seen: boolean[] = [];
    function Motion() {
      seen.push(theme.useToken().token.motion);
      return null;
    }
    const motionOn = async (preference: string) => {
      device.prefersReducedMotion = preference;
      const view = render(
        <Suspense fallback={null}>
          <AntdScope>
            <Motion />
          </AntdScope>
        </Suspense>,
      );
      await waitFor(() => expect(seen.length).toBeGreaterThan(0));
      view.unmount();
      return seen.splice(0).at(-1);
    };
    try {
      expect(await motionOn('no-preference')).toBe(true);
      expect(await motionOn('reduce')).toBe(false);
    } finally {
      device.prefersReducedMotion = 'no-preference';
    }
  });
});
