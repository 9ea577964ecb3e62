import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { DropdownProps, PopoverProps } from 'antd';
import { loadOnce } from '../utils/load-once';
import { loadWithAntdScope } from './antd-scope-loader';

/** The pop-up code, fetched once; a failed fetch (server away) is tried again on the next intent. */
export const loadPopupParts = loadOnce(async () => {
  const [parts] = await loadWithAntdScope(() => import('./popup-parts'));
  return parts;
});

const DropdownCode = lazy(() => loadPopupParts().then((module) => ({ default: module.Dropdown })));
const PopoverCode = lazy(() => loadPopupParts().then((module) => ({ default: module.Popover })));

const preload = () => {
  loadPopupParts().catch((error: unknown) => console.warn('[rcadmin] pop-up code could not load', error));
};

/**
 * The trigger alone until the user reaches for it; then the real pop-up wraps it. Intent is heard
 * on a wrapper that stays put across the swap: the pointer resting on it or the focus fetches the
 * code, and the click (or, for a hover pop-up, the pointer's arrival) swaps the pop-up in. The
 * click that swapped it in is passed on as `onEngage`, so the pop-up opens once it is there; a
 * trigger that had the focus keeps it. Neither the pointer nor the keyboard notices the late code.
 */
function LazyTrigger({
  trigger,
  render,
  onEngage,
  engageOnHover = false,
  onHoverChange,
  block = false,
  force = false,
}: {
  trigger: ReactElement;
  render: (trigger: ReactElement) => ReactNode;
  onEngage?: () => void;
  /** A hover pop-up: the pointer's arrival is the intent. */
  engageOnHover?: boolean;
  onHoverChange?: (inside: boolean) => void;
  /** The trigger takes the whole line (a menu entry), not just its own width. */
  block?: boolean;
  /** Swap the pop-up in now (a controlled pop-up opened from the keyboard). */
  force?: boolean;
}) {
  const [engaged, setEngaged] = useState(false);
  // Once in, the pop-up stays: swapping the trigger back would remount it and lose its focus.
  if (force && !engaged) setEngaged(true);
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (engaged && hadFocus.current)
      holder.current?.querySelector<HTMLElement>('button, a, input, [tabindex]')?.focus();
  }, [engaged]);
  const engage = () => {
    hadFocus.current = !!holder.current?.contains(document.activeElement);
    preload();
    setEngaged(true);
    onEngage?.();
  };
  return (
    <span
      ref={holder}
      style={{ display: block ? 'block' : 'inline-flex', maxWidth: '100%' }}
      onPointerEnter={() => {
        onHoverChange?.(true);
        if (engaged) return;
        if (engageOnHover) engage();
        else preload();
      }}
      onPointerLeave={() => onHoverChange?.(false)}
      onFocus={engaged ? undefined : preload}
      onClickCapture={engaged || engageOnHover ? undefined : engage}
    >
      {engaged ? <Suspense fallback={trigger}>{render(trigger)}</Suspense> : trigger}
    </span>
  );
}

export type LazyDropdownProps = Omit<DropdownProps, 'children' | 'open' | 'onOpenChange'> & {
  children: ReactElement;
};

/** antd's Dropdown (click trigger by default), its code loaded on the first sign of intent. */
export function LazyDropdown({ children, trigger = ['click'], ...props }: LazyDropdownProps) {
  const [open, setOpen] = useState(false);
  return (
    <LazyTrigger
      trigger={children}
      onEngage={trigger.includes('click') ? () => setOpen(true) : undefined}
      engageOnHover={trigger.includes('hover')}
      render={(element) => (
        <DropdownCode {...props} trigger={trigger} open={open} onOpenChange={setOpen}>
          {element}
        </DropdownCode>
      )}
    />
  );
}

export type LazyPopoverProps = Omit<PopoverProps, 'children'> & {
  children: ReactElement;
  block?: boolean;
};

/**
 * antd's Popover, its code loaded on the first sign of intent. A controlled one hears of the click
 * (or the first hover) that brought it through its onOpenChange, and is swapped in at once when
 * its owner opens it (from the keyboard). A hover one opens after its delay if the pointer
 * stayed: antd's own hover handling takes over from the next time the pointer comes.
 */
export function LazyPopover({ children, block, ...props }: LazyPopoverProps) {
  const [open, setOpen] = useState(false);
  const inside = useRef(false);
  const hover = props.trigger === 'hover';
  const controlled = props.open !== undefined;
  const openProps = controlled
    ? {}
    : {
        open,
        onOpenChange: (next: boolean) => {
          setOpen(next);
          props.onOpenChange?.(next);
        },
      };
  const openNow = () => {
    if (controlled) props.onOpenChange?.(true);
    else setOpen(true);
  };
  const onEngage = () => {
    if (props.trigger === 'click') openNow();
    else if (hover) setTimeout(() => inside.current && openNow(), (props.mouseEnterDelay ?? 0.1) * 1000);
  };
  return (
    <LazyTrigger
      block={block}
      force={controlled && props.open === true}
      trigger={children}
      engageOnHover={hover}
      onEngage={onEngage}
      onHoverChange={(now) => (inside.current = now)}
      render={(element) => (
        <PopoverCode {...props} {...openProps}>
          {element}
        </PopoverCode>
      )}
    />
  );
}

/** Where a context menu opens: the pointer, or the element it was opened for from the keyboard. */
export interface MenuPoint {
  x: number;
  y: number;
  /** Opened from the keyboard: the menu takes the focus, so the arrows work at once. */
  keyboard: boolean;
}

/**
 * antd's dropdown menu at a point of the screen (a right-click), open until an entry is chosen or
 * it is dismissed (Escape, a click elsewhere). One for a whole list, instead of a Dropdown around
 * every item of it.
 */
export function ContextMenu({
  at,
  menu,
  onClose,
}: {
  at: MenuPoint;
  menu: NonNullable<DropdownProps['menu']>;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <DropdownCode
        open
        trigger={['contextMenu']}
        autoFocus={at.keyboard}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        menu={{
          ...menu,
          onClick: (info) => {
            onClose();
            menu.onClick?.(info);
          },
        }}
      >
        <span style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }} />
      </DropdownCode>
    </Suspense>
  );
}
