import { resetPermission } from '../stores/permission';
import { logout } from '../stores/session';

/**
 * PWD-18: the server ended every session of the user with the change; this side logs out, drops
 * the routes (logout drops the tabs) and loads the sign-in page afresh.
 */
export async function finishPasswordChange(): Promise<void> {
  await logout();
  resetPermission();
  window.location.assign('/login');
}
