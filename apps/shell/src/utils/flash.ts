import { UiStateKey } from './stored-keys';

/**
 * A message for the next page only: the guard ends a session with a full reload of the sign-in
 * page, and a toast would not survive it. Session storage does, and dies with the tab.
 */
export function leaveFlashMessage(message: string): void {
  sessionStorage.setItem(UiStateKey.flash, message);
}

export function takeFlashMessage(): string | null {
  const message = sessionStorage.getItem(UiStateKey.flash);
  sessionStorage.removeItem(UiStateKey.flash);
  return message;
}
