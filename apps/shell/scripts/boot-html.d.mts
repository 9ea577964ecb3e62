import type { Plugin } from 'vite';

/** The chunks the boot script preloads: the layout's, the overview's and each language's. */
export interface BootChunks {
  layout: string[];
  overview: string[];
  languages: Record<'zh' | 'en' | 'es', string[]>;
}
export function bootChunks(bundle: Record<string, unknown>): BootChunks;
/** The boot script (src/boot/early-boot.js) with its chunk lists written in. */
export function bootScript(chunks: BootChunks): string;
/** The plugin: the boot script into index.html, and brotli and gzip copies of the assets. */
export function bootHtml(): Plugin;
