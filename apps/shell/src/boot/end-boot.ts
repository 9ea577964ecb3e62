/**
 * Takes away the layout's frame that index.html shows during a signed-in page load (its boot
 * script sets .rc-booting): called once the first page, or the error page, is on screen.
 */
export function endBoot(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.remove('rc-booting', 'rc-boot-side-closed');
  document.getElementById('rc-boot')?.remove();
}
