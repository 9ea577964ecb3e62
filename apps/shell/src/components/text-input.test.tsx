import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { Input, Password } from './text-input';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

function ClearableInput() {
  const [value, setValue] = useState('');
  return (
    <Input
      aria-label="Query"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => setValue('')}
    />
  );
}

describe('text input', () => {
  test('the ref is the input itself; aria-invalid shows the error state on the box', () => {
    const ref = vi.fn();
    render(<Input ref={ref} aria-label="Account" aria-invalid size="large" />);
    const field = screen.getByLabelText('Account');
    expect(ref).toHaveBeenCalledWith(field);
    expect(field.closest('.rc-input')?.className).toBe('rc-input is-large is-error');
  });

  test('a press on the box beside the text focuses the field', async () => {
    render(<Input aria-label="Account" prefix={<span data-testid="prefix" />} />);
    await userEvent.click(screen.getByTestId('prefix'));
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
  });

  test('the clear button empties the text and leaves the focus in the field', async () => {
    render(<ClearableInput />);
    const field = screen.getByLabelText('Query') as HTMLInputElement;
    const clear = screen.getByRole('button', { name: 'Clear', hidden: true });
    expect(clear.className).toContain('is-hidden');
    await userEvent.type(field, 'goods');
    expect(clear.className).not.toContain('is-hidden');
    await userEvent.click(clear);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  test('the password toggle shows and hides the text, named in the language on show', async () => {
    render(
      <>
        <label htmlFor="pwd">Password</label>
        <Password id="pwd" />
      </>,
    );
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field.type).toBe('password');
    await userEvent.click(toggle);
    expect(field.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(field.type).toBe('password');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
  });
});
