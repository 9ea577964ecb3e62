import type { PageAction } from '@rcadmin/contract/wire';
import { useMemo, type ReactNode } from 'react';
import type { HostKit } from '../host-kit';

/**
 * Rights per action in the pages: whether the user may do an action (view, create, edit, delete,
 * export, import, change price) on a page, as the menu answer says. A button the user may not use
 * is not shown; the server refuses the call anyway.
 */

/** Whether the user may do `action` on the page at `path` (a host that knows no actions: its grant). */
export const mayDo = (kit: HostKit, path: string, action: PageAction): boolean =>
  kit.can ? kit.can(path, action) : kit.hasResource(path);

/** What the user may do on the page at `path`: a function of the action, the same while the kit is. */
export function useCan(kit: HostKit, path: string): (action: PageAction) => boolean {
  return useMemo(() => (action: PageAction) => mayDo(kit, path, action), [kit, path]);
}

/** Its children when the user may do `action` on the page at `path`, else nothing. */
export function Can({
  kit,
  path,
  action,
  children,
}: {
  kit: HostKit;
  path: string;
  action: PageAction;
  children: ReactNode;
}) {
  return mayDo(kit, path, action) ? children : null;
}
