/**
 * The sandbox of an embedded frame. Cross-origin content keeps its own origin (so it can use its
 * storage and talk to the shell) and may run script: it still cannot reach the shell's DOM. Same-
 * origin content never gets scripts together with its origin, which would let it lift the sandbox.
 */
export function frameSandbox(src: URL, shellOrigin: string = window.location.origin): string {
  return src.origin === shellOrigin
    ? 'allow-scripts allow-forms allow-popups'
    : 'allow-scripts allow-same-origin allow-forms allow-popups';
}
