// Vite plugin of the shell's first load (index.html):
//  - writes the boot script (src/boot/early-boot.js) into index.html's <script data-rc-boot>,
//    with the chunks it preloads: each language's texts, the layout and the overview page (and
//    the chunks they import that the entry does not already load);
//  - after the build, a brotli and a gzip copy beside every compressible asset, which the server
//    sends as they are (Content-Encoding, Vary: Accept-Encoding) instead of compressing on the fly.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BOOT_SCRIPT = path.resolve(import.meta.dirname, '../src/boot/early-boot.js');
const PLACEHOLDER = /<script data-rc-boot><\/script>/;

/** Chunks of the first screens, by the module that starts them. */
const GROUPS = {
  layout: [/\/src\/layout\/admin-layout\.tsx$/, /\/src\/components\/contract-banner\.tsx$/],
  overview: [/\/src\/pages\/overview\/overview-page\.tsx$/],
  zh: [/\/src\/i18n\/locales\/zh\.ts$/, /\/dayjs\/locale\/zh-cn\.js$/],
  en: [/\/src\/i18n\/locales\/en\.ts$/],
  es: [/\/src\/i18n\/locales\/es\.ts$/, /\/dayjs\/locale\/es\.js$/],
};

/** The files a chunk needs: itself, its static imports (transitively) and their CSS. */
function closure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

export function bootChunks(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entry = new Set();
  for (const chunk of chunks.filter((item) => item.isEntry)) closure(bundle, chunk.fileName, entry);
  const groups = {};
  for (const [name, tests] of Object.entries(GROUPS)) {
    const files = new Set();
    for (const chunk of chunks) {
      const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
      if (tests.some((test) => test.test(id))) closure(bundle, chunk.fileName, files);
    }
    groups[name] = [...files].filter((file) => !entry.has(file));
  }
  return {
    layout: groups.layout,
    overview: groups.overview.filter((file) => !groups.layout.includes(file)),
    languages: { zh: groups.zh, en: groups.en, es: groups.es },
  };
}

/** The boot script with its chunk lists; `</` never closes the inline script early. */
export function bootScript(chunks) {
  const json = JSON.stringify(chunks).replaceAll('</', '<\\/');
  const script = readFileSync(BOOT_SCRIPT, 'utf8');
  const slot = 'var CHUNKS = __BOOT_CHUNKS__;';
  if (!script.includes(slot)) throw new Error(`${BOOT_SCRIPT} has no "${slot}"`);
  return script.replace(slot, () => `var CHUNKS = ${json};`);
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this size a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

function compressDir(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
  }
}

export function bootHtml() {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'rcadmin-boot-html',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!PLACEHOLDER.test(html)) throw new Error('index.html has no <script data-rc-boot></script>');
        const chunks = context.bundle
          ? bootChunks(context.bundle)
          : { layout: [], overview: [], languages: { zh: [], en: [], es: [] } };
        // A function as replacement: `$` in the script stays as it is.
        return html.replace(PLACEHOLDER, () => `<script>${bootScript(chunks)}</script>`);
      },
    },
    writeBundle() {
      compressDir(path.join(outDir, assetsDir));
    },
  };
}
