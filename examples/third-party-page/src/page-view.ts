/** The markup shared by the example pages: context, one button per command, and each outcome. */
import type { SessionContext } from '@rcadmin/sdk';
import { IMPORT_TYPES } from './samples';
import './page.css';

/** The four commands every example page offers, however it sends them. */
export interface PageCommands {
  openBatchImport(): Promise<unknown>;
  openFrameTab(): Promise<unknown>;
  openRoute(): Promise<unknown>;
  versionCheck(): Promise<unknown>;
}

const COMMAND_LABELS: Record<keyof PageCommands, string> = {
  openBatchImport: 'Open batch import',
  openFrameTab: 'Open frame tab',
  openRoute: 'Open route',
  versionCheck: 'Version check',
};

const CONTEXT_FIELDS = {
  tenant: 'Tenant',
  user: 'User',
  store: 'Store',
  language: 'Language',
  theme: 'Theme colour',
} as const;

function describe(context: SessionContext): Record<keyof typeof CONTEXT_FIELDS, string> {
  return {
    tenant: `${context.tenant.name} (${context.tenant.platformNum})`,
    user: `${context.user.name} (${context.user.id})`,
    store: context.store ? `${context.store.name} (${context.store.code})` : 'No store',
    language: context.language,
    theme: context.theme.colorPrimary,
  };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = text;
  return node;
}

/**
 * Counts the loads of this page in this browser tab, so a test can tell a frame kept alive from
 * one that was reloaded. A browser that blocks third-party storage denies it to a frame of another
 * site (reading `sessionStorage` throws): the page then works on and counts this load alone.
 */
function countLoad(): number {
  const key = `rcadmin-example-loads:${location.pathname}${location.search}`;
  try {
    const count = Number(sessionStorage.getItem(key) ?? '0') + 1;
    sessionStorage.setItem(key, String(count));
    return count;
  } catch {
    return 1;
  }
}

export interface PageView {
  setStatus(text: string): void;
  showContext(context: SessionContext): void;
  enableCommands(commands: PageCommands): void;
  /** The import type chosen beside "Open batch import" (its id). */
  importType(): string;
}

export function renderPage(title: string, transport: string): PageView {
  document.title = title;
  const root = document.querySelector('#app') ?? document.body;
  const main = element('main');
  main.append(element('h1', {}, title));

  const facts = element('p');
  facts.append(`Talks to the shell through ${transport}. Loads in this tab: `);
  facts.append(element('output', { 'data-testid': 'load-count' }, String(countLoad())));
  const status = element('p', { role: 'status', 'data-testid': 'status' }, 'Connecting…');
  main.append(facts, status);

  const contextSection = element('section', { 'aria-labelledby': 'context-title' });
  const list = element('dl');
  const values = {} as Record<keyof typeof CONTEXT_FIELDS, HTMLElement>;
  for (const [field, label] of Object.entries(CONTEXT_FIELDS) as [keyof typeof CONTEXT_FIELDS, string][]) {
    values[field] = element('dd', { 'data-testid': `context-${field}` }, '–');
    list.append(element('dt', {}, label), values[field]);
  }
  contextSection.append(element('h2', { id: 'context-title' }, 'Session context'), list);

  const commandSection = element('section', { 'aria-labelledby': 'commands-title' });
  commandSection.append(element('h2', { id: 'commands-title' }, 'Commands'));
  const buttons: HTMLButtonElement[] = [];
  const importType = element('select', { 'data-testid': 'import-type' });
  for (const [id, label] of IMPORT_TYPES) importType.append(element('option', { value: id }, label));
  const rows = element('ul', { class: 'commands' });
  for (const [command, label] of Object.entries(COMMAND_LABELS) as [keyof PageCommands, string][]) {
    const button = element('button', { type: 'button', 'data-command': command, disabled: '' }, label);
    const outcome = element('output', { 'data-testid': `result-${command}`, 'aria-live': 'polite' });
    const row = element('li');
    if (command === 'openBatchImport') {
      // Which import the shell's bulk import screen opens on.
      const label = element('label', {}, 'Import type ');
      label.append(importType);
      row.append(label);
    }
    row.append(button, outcome);
    rows.append(row);
    buttons.push(button);
  }
  commandSection.append(rows);
  main.append(contextSection, commandSection);
  root.append(main);

  return {
    importType: () => importType.value,
    setStatus(text) {
      status.textContent = text;
    },
    showContext(context) {
      document.documentElement.lang = context.language;
      document.documentElement.style.setProperty('--accent', context.theme.colorPrimary);
      const text = describe(context);
      for (const field of Object.keys(values) as (keyof typeof CONTEXT_FIELDS)[]) {
        values[field].textContent = text[field];
      }
    },
    enableCommands(commands) {
      for (const button of buttons) {
        const command = button.dataset.command as keyof PageCommands;
        const outcome = button.nextElementSibling as HTMLOutputElement;
        button.disabled = false;
        button.addEventListener('click', () => {
          outcome.textContent = 'Waiting for the shell…';
          commands[command]().then(
            (result) =>
              (outcome.textContent = `ok${result === undefined ? '' : `: ${JSON.stringify(result)}`}`),
            (error: unknown) => (outcome.textContent = `error: ${describeError(error)}`),
          );
        });
      }
    },
  };
}

/** An sdk ShellError reads `REFUSED (FORBIDDEN) Route not in menu`; any other error, its message. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, reason } = error as { code?: unknown; reason?: unknown };
  const prefix = [code, typeof reason === 'string' ? `(${reason})` : undefined].filter(
    (part) => typeof part === 'string',
  );
  return [...prefix, error.message].join(' ');
}
