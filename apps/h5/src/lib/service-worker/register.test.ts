import { describe, expect, it, vi } from 'vitest';
import { loadedAssets, registerServiceWorker, type ServiceWorkerWindow } from './register';

function fakeWindow(options: {
  secure?: boolean;
  api?: boolean;
  register?: () => Promise<unknown>;
}) {
  const postMessage = vi.fn();
  const register = vi.fn(options.register ?? (() => Promise.resolve({})));
  const win: ServiceWorkerWindow = {
    document: { readyState: 'complete' },
    addEventListener: vi.fn(),
    requestIdleCallback: (callback: () => void) => (callback(), 1),
    setTimeout: vi.fn(),
    isSecureContext: options.secure ?? true,
    navigator:
      options.api === false
        ? {}
        : {
            serviceWorker: {
              register,
              ready: Promise.resolve({
                active: { postMessage },
              } as unknown as ServiceWorkerRegistration),
            } as unknown as ServiceWorkerContainer,
          },
    performance: {
      getEntriesByType: () =>
        [
          { name: 'https://h5.example.com/assets/Ab3dE6f.js' },
          { name: 'https://h5.example.com/assets/Xy1.css' },
          { name: 'https://h5.example.com/assets/Ab3dE6f.js.map' },
          { name: 'https://h5.example.com/service/oms-service/x?signature=1' },
          { name: 'https://cdn.example.com/assets/other.js' },
        ] as PerformanceEntry[],
    },
    location: { origin: 'https://h5.example.com' },
  };
  return { win, register, postMessage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('registers sw.js after load and hands it the hashed files the page loaded', async () => {
    const { win, register, postMessage } = fakeWindow({});
    registerServiceWorker(win);
    await settle();
    expect(register).toHaveBeenCalledWith('./sw.js');
    expect(postMessage).toHaveBeenCalledWith({
      keep: ['https://h5.example.com/assets/Ab3dE6f.js', 'https://h5.example.com/assets/Xy1.css'],
    });
  });

  it('waits for the load event when the page is still loading', () => {
    const { win, register } = fakeWindow({});
    win.document.readyState = 'loading';
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    expect(win.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
  });

  it('leaves a page outside a secure context or without the API as it is', () => {
    for (const options of [{ secure: false }, { api: false }]) {
      const { win, register } = fakeWindow(options);
      registerServiceWorker(win);
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('swallows a refused registration: the page goes on without a worker', async () => {
    const { win, postMessage } = fakeWindow({ register: () => Promise.reject(new Error('no')) });
    registerServiceWorker(win);
    await settle();
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('loadedAssets', () => {
  it('keeps only this origin’s hashed files, without source maps', () => {
    const { win } = fakeWindow({});
    expect(loadedAssets(win)).toHaveLength(2);
  });
});
