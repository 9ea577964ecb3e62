import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusSwitch } from './status-switch';
import { testKit } from './test-kit';

afterEach(cleanup);

describe('a status switch of the organisation lists', () => {
  it('[ORG-05] asks first in a dialog, then sends the change, says so and lets the list load again', async () => {
    const kit = testKit({});
    const change = vi.fn(async () => undefined);
    const onDone = vi.fn();
    render(
      <StatusSwitch
        kit={kit}
        on
        label="Status of East"
        ask={(enable) => ({
          title: enable ? 'Enable East?' : 'Disable East?',
          content: 'It leaves the choices.',
        })}
        change={change}
        done={(enable) => (enable ? 'East enabled' : 'East disabled')}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Status of East' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Disable East?');
    expect(dialog.textContent).toContain('It leaves the choices.');
    // Nothing is sent before the user confirms.
    expect(change).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(change).toHaveBeenCalledWith(false);
    expect(kit.notify).toHaveBeenCalledWith('success', 'East disabled');
  });

  it('[ORG-05] a refused change says nothing itself (the shell shows why) and the list loads again', async () => {
    const kit = testKit({});
    const onDone = vi.fn();
    render(
      <StatusSwitch
        kit={kit}
        on={false}
        label="Status of East"
        ask={() => ({ title: 'Enable East?' })}
        change={() => Promise.reject(new Error('employees still use it'))}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Status of East' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(kit.notify).not.toHaveBeenCalled();
  });
});
