// The thread that renders the H5's first screens (docs/decisions/050), started by
// h5-first-screens.ts: the H5's Node bundle (apps/h5/dist-screens) makes happy-dom's window this
// thread's globals, which the server's own thread must never have. Plain Node, without the
// server's modules: it is its own entry of the production build (scripts/build.mjs).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

interface Renderer {
  render(
    path: string,
    options: { locale: string; early: { u: string; j: unknown } },
  ): Promise<string>;
}

interface RendererModule {
  openRenderer(): Promise<Renderer>;
  cleanMarkup(html: string): string;
}

/** A render asked for by the server's thread. */
export interface RenderRequest {
  id: number;
  path: string;
  locale: string;
  early: { u: string; j: unknown };
}

/** Its answer: the markup as the page may hold it, or why there is none. */
export type RenderAnswer = { id: number; html: string } | { id: number; error: string };

const { rendererFile } = workerData as { rendererFile: string };
const bundle = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
const renderer = await bundle.openRenderer();
const port = parentPort;
if (!port) throw new Error('h5-first-screens-worker runs as a worker thread only');
// Loaded: from now on a render's time is its own.
port.postMessage('ready');
port.on('message', (request: RenderRequest) => {
  void renderer
    .render(request.path, { locale: request.locale, early: request.early })
    .then(
      (html): RenderAnswer => ({ id: request.id, html: bundle.cleanMarkup(html) }),
      (error: unknown): RenderAnswer => ({ id: request.id, error: String(error) }),
    )
    .then((answer) => port.postMessage(answer));
});
