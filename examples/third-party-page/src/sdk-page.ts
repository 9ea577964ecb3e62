/** An example page that talks to the shell through @rcadmin/sdk. */
import { connect } from '@rcadmin/sdk';
import { renderPage } from './page-view';
import { ROUTE, batchImport, reportTab, shellOrigins } from './samples';
import { addSessionTokenCall } from './session-token';
import { addShellUi } from './shell-ui';

export async function startSdkPage(title: string, transport: string): Promise<void> {
  const view = renderPage(title, transport);
  try {
    const host = await connect({ allowedOrigins: shellOrigins() });
    view.setStatus('Connected to the shell.');
    view.showContext(host.context);
    host.onContextChange((context) => view.showContext(context));
    view.enableCommands({
      openBatchImport: () => host.openBatchImport(batchImport(view.importType())),
      openFrameTab: () => host.openFrameTab(reportTab()),
      openRoute: () => host.openRoute(ROUTE),
      versionCheck: () => host.version(),
    });
    // In a frame the page's own server is its origin; a micro-app runs on the shell's.
    if (transport.endsWith('in a frame')) addSessionTokenCall(host);
    addShellUi(host);
  } catch (error) {
    view.setStatus(`Not connected: ${error instanceof Error ? error.message : String(error)}`);
  }
}
