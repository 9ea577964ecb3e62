import type { Modal } from 'antd';
import type { HostKit } from '../../host-kit';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * Asks before changes not saved are given up (Back, another record chosen); `discard` runs once
 * the user confirms. `t` is the page's texts, with its discardText.
 */
export const confirmDiscard = (
  modal: ModalApi,
  kit: HostKit,
  t: (key: 'discardText') => string,
  discard: () => void,
): void =>
  void modal.confirm({
    title: kit.t('common.discardTitle'),
    content: t('discardText'),
    okText: kit.t('common.confirm'),
    cancelText: kit.t('common.cancel'),
    okButtonProps: { danger: true },
    onOk: discard,
  });
