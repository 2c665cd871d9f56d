import type { Plugin } from 'vite';

/**
 * Preloads the self-hosted font (docs/design.md#type): after a build, adds to index.html a
 * `<link rel="preload" as="font">` for the hashed woff2 file the stylesheet's @font-face points at,
 * so the browser fetches it with the stylesheet instead of after it. The build fails when no such
 * file was emitted, rather than shipping a page that silently falls back to the system font.
 * In dev the link is left out: the stylesheet's own request is quick enough there.
 */
export function fontPreload(fileNamePattern: RegExp): Plugin {
  return {
    name: 'infinite-wellness:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'asset' && fileNamePattern.test(output.fileName),
        );
        if (fonts.length !== 1) {
          throw new Error(
            `Expected one font file matching ${fileNamePattern} in the build, found ${fonts.length}`,
          );
        }
        const href = `/${fonts[0]?.fileName}`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
