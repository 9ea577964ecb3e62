/**
 * The shell's UI on request, as a vendor page uses it: a picker of the shell's SKUs whose choice
 * the page confirms with a toast, a confirm, unsaved changes the shell guards, a draft kept open
 * when the shell asks before closing the tab (beforeClose), the page's own route kept in the
 * shell's address (so a reload comes back to it), and the language events.
 */
import type { ShellHost } from '@rcadmin/sdk';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  testId = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (testId) node.dataset.testid = testId;
  node.textContent = text;
  return node;
}

/** A button and the output beside it that shows how its call went. */
function action(list: HTMLElement, label: string, testId: string, run: () => Promise<string>): void {
  const row = element('li');
  const button = element('button', '', label);
  button.type = 'button';
  const outcome = element('output', testId);
  outcome.setAttribute('aria-live', 'polite');
  button.addEventListener('click', () => {
    outcome.textContent = 'Waiting for the shell…';
    run().then(
      (text) => (outcome.textContent = `ok: ${text}`),
      (error: unknown) => {
        const { code, reason } = error as { code?: string; reason?: string };
        const message = error instanceof Error ? error.message : String(error);
        outcome.textContent = `error: ${[code, reason && `(${reason})`, message].filter(Boolean).join(' ')}`;
      },
    );
  });
  row.append(button, ' ', outcome);
  list.append(row);
}

/** The page's views: its own routes, `?view=orders` and the start. */
const VIEWS = { start: 'Start', orders: 'Orders' } as const;
type View = keyof typeof VIEWS;
const viewOf = (): View =>
  new URLSearchParams(location.search).get('screen') === 'orders' ? 'orders' : 'start';

export function addShellUi(host: ShellHost): void {
  const main = document.querySelector('main');
  if (!main) return;
  const section = element('section');
  section.setAttribute('aria-labelledby', 'shell-ui-title');
  const title = element('h2', '', "The shell's UI");
  title.id = 'shell-ui-title';
  const list = element('ul');
  list.className = 'commands';

  action(list, 'Pick goods', 'result-pickSkus', async () => {
    const picked = await host.pickSkus();
    if (picked.length > 0) await host.toast(`Picked ${picked.map((sku) => sku.name).join(', ')}`, 'success');
    return JSON.stringify(picked);
  });
  action(list, 'Show a toast', 'result-toast', async () => {
    await host.toast('Hello from the vendor page', 'info');
    return 'shown';
  });
  action(list, 'Ask to confirm', 'result-confirm', async () =>
    String(await host.confirm({ title: 'Discard the draft?', content: 'The vendor draft goes for good.' })),
  );
  action(list, 'Mark unsaved', 'result-dirty', async () => {
    await host.setDirty(true);
    return 'unsaved';
  });
  action(list, 'Mark saved', 'result-clean', async () => {
    await host.setDirty(false);
    return 'saved';
  });

  // beforeClose: while the page keeps a draft, it asks the shell to keep its tab open.
  const closeQuestions = element('output', 'close-questions', '0');
  let stopKeeping: (() => void) | undefined;
  action(list, 'Keep draft open', 'result-keepOpen', async () => {
    stopKeeping ??= host.on('beforeClose', () => {
      closeQuestions.textContent = String(Number(closeQuestions.textContent) + 1);
      return true;
    });
    return 'keeping';
  });
  action(list, 'Drop draft', 'result-dropDraft', async () => {
    stopKeeping?.();
    stopKeeping = undefined;
    return 'dropped';
  });

  // The page's own route: switching screens keeps it in the shell's address.
  const screen = element('output', 'vendor-screen', VIEWS[viewOf()]);
  action(list, 'Go to orders', 'result-route', async () => {
    history.pushState(null, '', `${location.pathname}?screen=orders`);
    screen.textContent = VIEWS[viewOf()];
    await host.setRoute();
    await host.setTitle('Vendor orders');
    return location.pathname + location.search;
  });

  const events = element('output', 'language-events');
  host.on('languageChanged', (language) => {
    events.textContent = [events.textContent, language].filter(Boolean).join(' ');
  });

  const facts = element('p');
  facts.append('Screen: ', screen, '. Languages told: ', events, '. Asked before closing: ', closeQuestions);
  section.append(title, facts, list);
  main.append(section);
}
