import type { ReactNode } from 'react';
import './login-page.css';

/** What a field's control needs to be labelled and to tell its error to assistive technology. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled field of the sign-in form: label above, control, then its error (or, without one,
 * a hint such as the company's name). antd's Form does the same for a page that can carry it;
 * the sign-in page is on every first load and keeps to this.
 */
export function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const note = error ?? extra;
  const noteId = `${id}-note`;
  return (
    <div className="rc-login-field">
      <label htmlFor={id} className="rc-login-field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(note ? { 'aria-describedby': noteId } : {}) })}
      {note && (
        <div
          id={noteId}
          role={error ? 'alert' : undefined}
          className={`rc-login-field-note${error ? ' is-error' : ''}`}
        >
          {note}
        </div>
      )}
    </div>
  );
}
