/**
 * The answers of the calls index.html's boot script started before the app's code arrived
 * (boot/early-boot.js): the http client takes one when it makes the very same call (same method,
 * path and parameters), once, within a few seconds of the page load. Anything else is a call of
 * its own: a different query or body, a failed or refused early call, or one taken already.
 */

/** An early call's answer: the JSON body of a 2xx answer, or null (none, or not one to use). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

export interface EarlyCall {
  /** The query (GET) or the form body (POST), as URLSearchParams writes it. */
  params: string;
  answer: Promise<EarlyAnswer | null>;
  /** Date.now() when the boot script started its calls. */
  at: number;
}

declare global {
  interface Window {
    /** Set by index.html's boot script: its calls by "METHOD path". */
    __rcEarly?: Record<string, EarlyCall[] | undefined>;
  }
}

/** An early answer older than this is not used: the app started too late for it to be current. */
export const EARLY_MAX_AGE_MS = 10_000;

/** The form of a call's parameters the boot script wrote: absent values left out. */
export function earlyParams(payload: unknown): string {
  const form = new URLSearchParams();
  if (typeof payload === 'object' && payload !== null) {
    for (const [key, value] of Object.entries(payload)) {
      if (value === undefined || value === null) continue;
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form.toString();
}

/**
 * The early call for this one, taken out of the list (it serves once), or undefined. A call to the
 * same path with other parameters waits, before it is sent, for the early one to settle (`wait`):
 * a call that changes state (the menu's store) then lands after it.
 */
export function takeEarlyCall(
  method: string,
  path: string,
  payload: unknown,
  now = Date.now(),
): { answer?: Promise<EarlyAnswer | null>; wait?: Promise<unknown> } {
  if (typeof window === 'undefined' || !window.__rcEarly) return {};
  const key = `${method.toUpperCase()} ${path}`;
  const calls = window.__rcEarly[key];
  if (!calls?.length) return {};
  if (calls.every((call) => now - call.at > EARLY_MAX_AGE_MS)) return {};
  const params = earlyParams(payload);
  const index = calls.findIndex((call) => call.params === params);
  if (index < 0) return { wait: Promise.all(calls.map((call) => call.answer)) };
  const [call] = calls.splice(index, 1);
  if (!call || now - call.at > EARLY_MAX_AGE_MS) return {};
  return { answer: call.answer };
}
