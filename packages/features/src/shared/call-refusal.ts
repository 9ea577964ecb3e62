import { isCallError } from '../host-kit';

/** The message of a refusal (the server's, already translated), or the error's own. */
export const messageOf = (error: unknown): string =>
  isCallError(error) ? error.msg : error instanceof Error ? error.message : String(error);
