import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopover } from '../components/lazy-popup';

/** A popover's content: a lazy component, told when one of its links is followed. */
export type PopoverContent = ComponentType<{ onNavigate: () => void }>;

/**
 * A top-bar icon button with a click popover. The content is mounted, so fetched, on each opening
 * (the lists are never stale), and following one of its links closes the popover.
 */
export function TopBarPopover({
  icon,
  label,
  title,
  Content,
}: {
  icon: ReactNode;
  label: string;
  title?: string;
  Content: PopoverContent;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <LazyPopover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={title}
      destroyOnHidden
      content={
        <Suspense fallback={<span className="rc-spinner" role="status" aria-label={t('app.loading')} />}>
          <Content onNavigate={() => setOpen(false)} />
        </Suspense>
      }
    >
      <button type="button" className="rc-button is-text is-icon-only" aria-label={label}>
        {icon}
      </button>
    </LazyPopover>
  );
}
