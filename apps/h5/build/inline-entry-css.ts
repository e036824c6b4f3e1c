// Build plugin: the entry's stylesheets (the shell, the skeleton, the page frame, and the page kit
// of the `common` chunk) go into index.html as <style>, so the first paint needs no second
// request: on a slow link a stylesheet otherwise shares the bandwidth with the preloaded scripts
// and delays the first paint.
//
// Each keeps a disabled <link> to its file beside it. Vite lists a chunk's stylesheets among the
// dependencies of every lazy import that reaches the chunk (every page reaches `common`), and its
// loader holds such an import until it finds a <link rel="stylesheet"> of that file, adding one
// and waiting for it when there is none: without the link, each page waited for a second copy of
// the kit's stylesheet, a round trip on 4G. A disabled link is not fetched (browsers since 2020);
// an older one that fetches it applies the same rules again in the same place.
import type { Plugin } from 'vite';

export function inlineEntryCss(): Plugin {
  return {
    name: 'freight:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      source = source.replace(
        /<link rel="stylesheet"(?: crossorigin)? href="\.\/(assets\/[^"]+\.css)">/g,
        (tag, file: string) => {
          const css = bundle[file];
          if (!css || css.type !== 'asset') return tag;
          return `<style>${String(css.source)}</style><link rel="stylesheet" href="./${file}" disabled>`;
        },
      );
      html.source = source;
    },
  };
}
