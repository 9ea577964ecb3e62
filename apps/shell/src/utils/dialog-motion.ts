const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A dialog's zoom and its mask's fade, as antd's Modal.confirm takes them ('' for none). */
export interface DialogMotion {
  transitionName?: string;
  maskTransitionName?: string;
}

/**
 * The motion of antd's static dialogs (Modal.confirm: an embedded page's confirm and pickers, the
 * unsaved-changes question). They render outside every AntdScope, so its theme's reduced motion
 * never reaches them: where the user's system asks for less motion they open and close at once
 * here too, and a click lands on a button where it is drawn, not on one still zooming into place.
 * Read when the dialog opens.
 */
export function staticDialogMotion(): DialogMotion {
  const reduced = typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
  return reduced ? { transitionName: '', maskTransitionName: '' } : {};
}
