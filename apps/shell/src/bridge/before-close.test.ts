import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BEFORE_CLOSE_TIMEOUT_MS, wujieBusEvent } from '@rcadmin/sdk/protocol';
import { askBeforeClosing, confirmDiscard, unsavedAmong } from '../features/unsaved';
import { attachBus, attachFrame, createAppBus, startBridge } from './bridge';
import { setFrameOrigins } from './frame-allowlist';
import type { BridgeActions, PageTab } from './handle-message';
import { POSTMATE_TYPE } from './postmate-wire';

const VENDOR = 'http://vendor.example';
const stubActions = () =>
  Object.fromEntries(
    [
      'openBatchImport',
      'openFrameTab',
      'openRoute',
      'context',
      'sessionToken',
      'toast',
      'confirm',
      'setTitle',
      'setLoading',
      'setRoute',
      'pick',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as BridgeActions;

/** A frame window the shell attached, its tab, and what the shell posted to it. */
function frameOf(path: string) {
  const posted: { data: unknown; origin: string }[] = [];
  const frameWindow = {
    postMessage: (data: unknown, origin: string) => posted.push({ data, origin }),
  } as unknown as Window;
  const questions: (() => Promise<boolean>)[] = [];
  const stopped = vi.fn();
  const tab: PageTab = {
    path: () => path,
    active: () => true,
    origin: VENDOR,
    setDirty: () => undefined,
    askBeforeClose: (ask) => {
      questions.push(ask);
      return stopped;
    },
  };
  const handshake = attachFrame(frameWindow, VENDOR, undefined, tab);
  const deliver = (data: unknown, origin = VENDOR) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow }));
  deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE });
  /** Sends a request as the page, and returns the shell's answer. */
  const request = async (type: string, payload: unknown, id = `r-${posted.length}`) => {
    deliver({
      postmate: 'emit',
      type: POSTMATE_TYPE,
      value: { name: type, data: { type, v: 1, id, payload } },
    });
    await vi.advanceTimersByTimeAsync(0);
    return (posted.at(-1)?.data as { data: unknown }).data;
  };
  const lastQuestion = () => (posted.at(-1)?.data as { data: { type: string; id: string } }).data;
  return { tab, posted, questions, stopped, handshake, deliver, request, lastQuestion };
}

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  setFrameOrigins(VENDOR);
  stop = startBridge(stubActions());
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('beforeClose over the bridge', () => {
  test('a frame page that listens is asked before its tab closes, over its own window and origin, and its answer to that question counts once', async () => {
    const page = frameOf('/iframe/urlPath?id=a');
    expect(await page.request('rcadmin:listenBeforeClose', { listen: true })).toMatchObject({
      type: 'rcadmin:reply',
      ok: true,
    });
    expect(page.questions).toHaveLength(1);

    const kept = page.questions[0]!();
    const question = page.lastQuestion();
    expect(question).toMatchObject({ type: 'rcadmin:beforeClose', v: 1 });
    expect(page.posted.at(-1)?.origin).toBe(VENDOR);
    // From another origin the answer is not heard.
    page.deliver(
      {
        postmate: 'emit',
        type: POSTMATE_TYPE,
        value: {
          name: 'rcadmin:answerBeforeClose',
          data: {
            type: 'rcadmin:answerBeforeClose',
            v: 1,
            id: 'x',
            payload: { id: question.id, keepOpen: false },
          },
        },
      },
      'http://evil.example',
    );
    expect(
      await page.request('rcadmin:answerBeforeClose', { id: question.id, keepOpen: true }),
    ).toMatchObject({ ok: true });
    await expect(kept).resolves.toBe(true);
    expect(
      await page.request('rcadmin:answerBeforeClose', { id: question.id, keepOpen: false }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    page.handshake.dispose();
    expect(page.stopped).toHaveBeenCalled();
  });

  test(`a page that does not answer within ${BEFORE_CLOSE_TIMEOUT_MS} ms lets its tab close; a late answer is NOT_FOUND`, async () => {
    const page = frameOf('/iframe/urlPath?id=b');
    await page.request('rcadmin:listenBeforeClose', { listen: true });
    const kept = page.questions[0]!();
    const question = page.lastQuestion();
    await vi.advanceTimersByTimeAsync(BEFORE_CLOSE_TIMEOUT_MS);
    await expect(kept).resolves.toBe(false);
    expect(
      await page.request('rcadmin:answerBeforeClose', { id: question.id, keepOpen: true }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    page.handshake.dispose();
  });

  test("one page cannot answer another's question, and a page that stops listening is asked no more", async () => {
    const first = frameOf('/iframe/urlPath?id=c');
    const second = frameOf('/iframe/urlPath?id=d');
    await first.request('rcadmin:listenBeforeClose', { listen: true });
    const kept = first.questions[0]!();
    const question = first.lastQuestion();
    expect(
      await second.request('rcadmin:answerBeforeClose', { id: question.id, keepOpen: true }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    await first.request('rcadmin:answerBeforeClose', { id: question.id, keepOpen: false });
    await expect(kept).resolves.toBe(false);

    await first.request('rcadmin:listenBeforeClose', { listen: false });
    expect(first.stopped).toHaveBeenCalled();
    expect(await first.request('rcadmin:listenBeforeClose', { listen: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID' },
    });
    first.handshake.dispose();
    second.handshake.dispose();
  });
});

describe("beforeClose and the shell's unsaved-changes guard", () => {
  const PATH = '/micro/vendor';
  const CHANNEL = 'vendor:1f';

  /** A micro-app on its own bus that listens, answering each question with `answer` (none: silent). */
  function microApp(answer: () => boolean | undefined) {
    const bus = createAppBus();
    const tab: PageTab = {
      path: () => PATH,
      active: () => true,
      origin: VENDOR,
      setDirty: () => undefined,
      askBeforeClose: (ask) => askBeforeClosing(PATH, ask),
    };
    const detach = attachBus(bus, CHANNEL, undefined, tab);
    const send = (type: string, payload: unknown) =>
      bus.$emit(wujieBusEvent('page', CHANNEL), {
        channel: CHANNEL,
        message: { type, v: 1, id: `m-${Math.random()}`, payload },
      });
    bus.$on(wujieBusEvent('shell', CHANNEL), (data) => {
      const { message } = data as { message: { type: string; id: string } };
      const keepOpen = answer();
      if (message.type === 'rcadmin:beforeClose' && keepOpen !== undefined)
        send('rcadmin:answerBeforeClose', { id: message.id, keepOpen });
    });
    send('rcadmin:listenBeforeClose', { listen: true });
    return detach;
  }

  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('a page that says keep open gets the Leave/Stay dialog; Stay keeps the tab', async () => {
    const detach = microApp(() => true);
    expect(unsavedAmong([PATH, '/overview'])).toEqual([PATH]);
    const decided = confirmDiscard([PATH, '/overview']);
    const stay = await findButton('Stay');
    expect(document.body.textContent).toContain('Unsaved changes');
    stay.click();
    await expect(decided).resolves.toBe(false);
    detach();
    expect(unsavedAmong([PATH])).toEqual([]);
  });

  test('a page that says close, or does not answer in time, closes without a dialog', async () => {
    let detach = microApp(() => false);
    await expect(confirmDiscard([PATH])).resolves.toBe(true);
    detach();
    detach = microApp(() => undefined);
    const started = Date.now();
    await expect(confirmDiscard([PATH])).resolves.toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BEFORE_CLOSE_TIMEOUT_MS - 50);
    expect(document.body.querySelector('.ant-modal')).toBeNull();
    detach();
  });
});

/** The dialog's button with this text, once antd has rendered it. */
async function findButton(text: string): Promise<HTMLButtonElement> {
  for (let tries = 0; tries < 200; tries += 1) {
    const button = [...document.body.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.replace(/\s/g, '') === text,
    );
    if (button) return button;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${text} button`);
}
