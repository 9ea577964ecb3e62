import './text-input.css';
import { useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { Size } from '../stores/app';
import { Icon } from './icon';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size' | 'prefix'> {
  /** Before the text, inside the box: an icon, usually. */
  prefix?: ReactNode;
  /** After the text, inside the box. */
  suffix?: ReactNode;
  /** Without one, the page-wide size setting (data-size on <html>). */
  size?: Size;
  /** A controlled input's clear button, shown while there is text. */
  onClear?: () => void;
}

/**
 * A press anywhere in the box puts the focus in the field, as in antd's. A press on its buttons
 * (clear, show) does too, so clicking them keeps the caret in the text and does not blur the
 * field (the function search closes its list on blur). From the keyboard the buttons keep
 * their own focus.
 */
function focusField(event: MouseEvent<HTMLElement>) {
  const field = event.currentTarget.querySelector('input');
  if (!field || event.target === field) return;
  event.preventDefault();
  field.focus();
}

/**
 * A text field in antd's outlined Input look, from its CSS variables: the sign-in page and the top
 * bar show one on every first load, before any antd code. `ref` and the other input props go to
 * the `<input>` itself; `aria-invalid` shows the error state.
 */
export function Input({ prefix, suffix, size, onClear, className, style, ...input }: InputProps) {
  const { t } = useTranslation();
  const invalid = input['aria-invalid'] === true || input['aria-invalid'] === 'true';
  const empty = input.value === undefined || input.value === '';
  const classes = ['rc-input', size && `is-${size}`, invalid && 'is-error', className];
  return (
    // A press on the frame's padding or icons puts the caret in the field, as antd's does; the
    // keyboard reaches the field itself, so the frame is presentation only.
    <span
      role="presentation"
      className={classes.filter(Boolean).join(' ')}
      style={style}
      onMouseDown={focusField}
    >
      {prefix && <span className="rc-input-prefix">{prefix}</span>}
      <input {...input} className="rc-input-field" />
      {(suffix || onClear) && (
        <span className="rc-input-suffix">
          {onClear && (
            // Out of the tab order, as antd's: the keyboard clears the text itself.
            <button
              type="button"
              tabIndex={-1}
              className={`rc-input-action rc-input-clear${empty ? ' is-hidden' : ''}`}
              aria-label={t('buttons.clear')}
              onClick={onClear}
            >
              <Icon icon={CloseCircleFilled} />
            </button>
          )}
          {suffix}
        </span>
      )}
    </span>
  );
}

/** A password field with a show/hide toggle (a pressed button shows the password). */
export function Password(props: Omit<InputProps, 'type' | 'suffix' | 'onClear'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="rc-input-action"
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          <Icon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          {/* Named by its text, not aria-label: a look-up by label ('Password') finds the field alone. */}
          <span className="rc-input-action-name">{t('buttons.showPassword')}</span>
        </button>
      }
    />
  );
}
