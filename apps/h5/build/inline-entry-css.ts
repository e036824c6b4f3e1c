// Build plugin: the entry stylesheet (the shell, the skeleton and the page frame, ~2 KiB gzip) goes
// into index.html as a <style>, so the first paint needs no second request: on a slow link the
// stylesheet otherwise shares the bandwidth with the preloaded scripts and delays the first paint.
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
          return `<style>${String(css.source)}</style>`;
        },
      );
      html.source = source;
    },
  };
}
