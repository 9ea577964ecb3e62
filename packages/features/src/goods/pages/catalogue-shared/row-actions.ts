import type { HostKit } from '../../../host-kit';
import type { ListAction } from '../../../kit';

/**
 * A catalogue row's Edit and Delete actions: Delete asks `confirm` first, then calls `remove` and
 * says `deleted`; a refusal (still in use...) is shown by the shell in the server's words.
 */
export const editAndDelete = (
  kit: HostKit,
  {
    edit,
    confirm,
    deleted,
    remove,
  }: { edit: () => void; confirm: string; deleted: string; remove: () => Promise<unknown> },
): ListAction[] => [
  { label: kit.t('common.edit'), onClick: edit },
  {
    label: kit.t('common.delete'),
    danger: true,
    confirm,
    onClick: async () => {
      try {
        await remove();
        kit.notify('success', deleted);
      } catch {
        // The shell shows the server's reason.
      }
    },
  },
];
