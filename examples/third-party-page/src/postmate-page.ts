/**
 * A vendor page written with plain postmate instead of the sdk: it emits the protocol's messages by
 * name and takes the shell's through the `rcadminReceive` model method. Unlike the sdk,
 * `Postmate.Model` answers the first handshake from whichever window frames it, so the page checks
 * the origin it connected to (`parentOrigin`) itself, and talks to nothing else.
 */
import type { PageMessage, ShellMessage } from '@rcadmin/sdk/protocol';
import Postmate from 'postmate';
import { renderPage } from './page-view';
import { ROUTE, batchImport, reportTab, shellOrigins } from './samples';

type WithoutEnvelope<M> = M extends PageMessage ? Omit<M, 'v' | 'id'> : never;
type Request = WithoutEnvelope<PageMessage>;

const view = renderPage('Vendor page (plain postmate)', 'a plain Postmate.Model');
const waiting = new Map<string, (message: ShellMessage) => void>();
let lastId = 0;
/** The shells this page trusts: as the sdk, only its own origin unless the deployment says. */
const trusted = shellOrigins() ?? [window.location.origin];
let parentTrusted = false;

const child = await new Postmate.Model({
  rcadminReceive(message: ShellMessage) {
    // Called by the window that handshook first, whoever it is: nothing counts until it is checked.
    if (!parentTrusted) return;
    if (message.type === 'rcadmin:context' || message.type === 'rcadmin:contextChanged')
      view.showContext(message.context);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  },
});

/** Emits a request and settles with the shell's answer to its id. */
function send(request: Request): Promise<unknown> {
  const message = { ...request, v: 1, id: `postmate-${++lastId}` } as PageMessage;
  return new Promise((resolve, reject) => {
    waiting.set(message.id, (answer) => {
      if (answer.type === 'rcadmin:context') resolve(answer.context);
      else if (answer.type === 'rcadmin:reply') {
        if (answer.ok) resolve(answer.result);
        else reject(new Error(`${answer.error.code} ${answer.error.message}`));
      }
    });
    child.emit(message.type, message);
  });
}

// postmate 1.5 keeps the handshake's origin on the ChildAPI; its published types leave it out.
const { parentOrigin } = child as unknown as { parentOrigin: string };
if (!trusted.includes(parentOrigin)) {
  view.setStatus(`Not connected: framed by ${parentOrigin}, which is not a trusted shell.`);
  throw new Error(`untrusted parent ${parentOrigin}`);
}
parentTrusted = true;
view.setStatus('Connected to the shell.');
void send({ type: 'rcadmin:getContext' });
view.enableCommands({
  openBatchImport: () => send({ type: 'rcadmin:openBatchImport', payload: batchImport(view.importType()) }),
  openFrameTab: () => send({ type: 'rcadmin:openFrameTab', payload: reportTab() }),
  openRoute: () => send({ type: 'rcadmin:openRoute', payload: ROUTE }),
  versionCheck: () => send({ type: 'rcadmin:versionCheck' }),
});
