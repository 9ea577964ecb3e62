import {
  BEFORE_CLOSE_TIMEOUT_MS,
  PROTOCOL_VERSION,
  ReplyErrorCode,
  type AnswerBeforeCloseRequest,
  type ListenBeforeCloseRequest,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';
import { t } from '../i18n';
import { BridgeRefusal, type PageTab } from './handle-message';

/**
 * beforeClose: a page that listens (`rcadmin:listenBeforeClose`) is asked before its tab closes
 * (`rcadmin:beforeClose`, with an id of the shell's own) and answers with
 * `rcadmin:answerBeforeClose`; true keeps it open, and the shell's unsaved-changes guard asks the
 * user (features/unsaved.ts). A page that does not listen is never asked, and one that does not
 * answer within BEFORE_CLOSE_TIMEOUT_MS lets its tab close.
 */

export type CloseRequest = ListenBeforeCloseRequest | AnswerBeforeCloseRequest;

export const isCloseRequest = (message: { type: string }): message is CloseRequest =>
  message.type === 'rcadmin:listenBeforeClose' || message.type === 'rcadmin:answerBeforeClose';

interface Question {
  /** The page it was asked of: only that page's answer counts. */
  tab: PageTab;
  answer(keepOpen: boolean): void;
}

/** The questions asked and not answered yet, by the id of the shell's message. */
const questions = new Map<string, Question>();
/** What stops asking each page that listens. */
const listening = new WeakMap<PageTab, () => void>();
let lastQuestionId = 0;

/** Asks the page of `tab` over `send`: resolves with its answer, or false after the timeout. */
function askPage(tab: PageTab, send: (message: ShellMessage) => void): Promise<boolean> {
  const id = `close-${++lastQuestionId}`;
  return new Promise<boolean>((resolve) => {
    const answer = (keepOpen: boolean) => {
      clearTimeout(timer);
      questions.delete(id);
      resolve(keepOpen);
    };
    const timer = setTimeout(() => answer(false), BEFORE_CLOSE_TIMEOUT_MS);
    questions.set(id, { tab, answer });
    try {
      send({ type: 'rcadmin:beforeClose', v: PROTOCOL_VERSION, id });
    } catch {
      answer(false);
    }
  });
}

/** The page of `tab` is asked no more: it said so, or it is gone (its frame loaded anew, its app ended). */
export function stopAsking(tab: PageTab): void {
  listening.get(tab)?.();
  listening.delete(tab);
}

/**
 * Answers a page's beforeClose request, from the page of `tab` (which `send` reaches): listening
 * needs the page's tab open; an answer counts only for a question asked of that same page and
 * still waiting (NOT_FOUND otherwise).
 */
export function handleCloseRequest(
  message: CloseRequest,
  tab: PageTab,
  send: (message: ShellMessage) => void,
): ShellMessage {
  const base = { v: PROTOCOL_VERSION, id: message.id } as const;
  try {
    if (message.type === 'rcadmin:listenBeforeClose') {
      if (tab.path() === undefined) throw new BridgeRefusal(ReplyErrorCode.FAILED, t('frame.noTab'));
      stopAsking(tab);
      if (message.payload.listen)
        listening.set(
          tab,
          tab.askBeforeClose(() => askPage(tab, send)),
        );
    } else {
      const question = questions.get(message.payload.id);
      if (question?.tab !== tab)
        throw new BridgeRefusal(ReplyErrorCode.NOT_FOUND, t('frame.closeAnswerUnknown'));
      question.answer(message.payload.keepOpen);
    }
    return { ...base, type: 'rcadmin:reply', ok: true, result: null };
  } catch (error) {
    const code = error instanceof BridgeRefusal ? error.code : ReplyErrorCode.FAILED;
    const text = error instanceof Error ? error.message : String(error);
    return { ...base, type: 'rcadmin:reply', ok: false, error: { code, message: text } };
  }
}
