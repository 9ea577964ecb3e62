import type { ComponentType, CSSProperties, ReactElement } from 'react';
import WujieReact from 'wujie-react';

/** A wujie lifecycle hook: called with the sub-app's sandbox window. */
export type WujieLifecycle = (appWindow: Window) => void;

/**
 * The props wujie-react 1.0.29 passes on to wujie's startApp (its .d.ts declares none): the ones
 * the shell uses, typed. The component renders a div of `width` × `height` holding the app.
 */
export interface WujieAppProps {
  /** The app's id: one sandbox per name, kept across mounts in alive mode. */
  name: string;
  url: string;
  width?: string;
  height?: string;
  style?: CSSProperties;
  /** Keep the app's sandbox and DOM when it is hidden: it is never re-run while alive. */
  alive?: boolean;
  /** Mirror the app's route in the shell's address (off: the shell owns its address). */
  sync?: boolean;
  /** Given to the app as `window.$wujie.props`. */
  props?: Record<string, unknown>;
  /** Attributes of the sandbox iframe; `src` is the page it is created on. */
  attrs?: Record<string, string>;
  /** The app's page, already fetched: wujie then does not fetch `url` itself. */
  html?: string;
  /**
   * wujie plugins; one with an `htmlLoader` turns off wujie's cache of parsed pages, and the
   * `callback`s of `jsBeforeLoaders` run in the app's window before its own scripts.
   */
  plugins?: {
    htmlLoader?: (page: string) => string;
    jsBeforeLoaders?: { callback: (appWindow: Window) => void }[];
  }[];
  loading?: ReactElement;
  fetch?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  beforeLoad?: WujieLifecycle;
  afterMount?: WujieLifecycle;
  activated?: WujieLifecycle;
  deactivated?: WujieLifecycle;
  /** The app's page or one of its assets failed to load. */
  loadError?: (url: string, error: Error) => void;
}

/** wujie-react's component with its props typed. */
export const WujieApp = WujieReact as unknown as ComponentType<WujieAppProps>;

/** wujie's calls, as wujie-react re-exports them. */
export const wujie = {
  bus: WujieReact.bus,
  preloadApp: WujieReact.preloadApp,
  destroyApp: WujieReact.destroyApp,
};
