/** Why a call to the shell failed. */
export const ShellErrorCode = {
  /** The host was disconnected, or the page never connected. */
  NOT_CONNECTED: 'NOT_CONNECTED',
  /** No handshake, context or reply from the shell within the timeout. */
  TIMEOUT: 'TIMEOUT',
  /** The shell answered with an error; `reason` holds the shell's own code. */
  REFUSED: 'REFUSED',
  /** The page is neither in a frame nor in a wujie sub-app, so there is no shell to talk to. */
  NOT_EMBEDDED: 'NOT_EMBEDDED',
} as const;
export type ShellErrorCode = (typeof ShellErrorCode)[keyof typeof ShellErrorCode];

export class ShellError extends Error {
  override readonly name = 'ShellError';

  constructor(
    readonly code: ShellErrorCode,
    message: string,
    /** For REFUSED: the code the shell gave (see `ReplyErrorCode` in `@rcadmin/sdk/protocol`). */
    readonly reason?: string,
  ) {
    super(message);
  }
}
