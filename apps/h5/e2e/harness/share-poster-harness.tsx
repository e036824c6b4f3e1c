import jsQR from 'jsqr';
import { createRoot } from 'react-dom/client';
import '@/app/shell.css';
import '@/components/page/page.css';
import { SharePoster } from '@/components/share-poster/share-poster';
import { applyElderMode } from '@/lib/elder-mode';
import {
  createI18n,
  I18nContext,
  type Locale,
  loadShellMessages,
  setAppLocale,
} from '@/lib/i18n/i18n';

// The share poster alone in a page, served by Vite's dev server for the browser test
// (e2e/share-poster.spec.ts): real canvas, real fonts, the host from the user agent and, in the
// app, the bridge the test injects. No route mounts the poster yet (the referral pages will).

const params = new URLSearchParams(window.location.search);
const locale: Locale = params.get('lang') === 'en' ? 'en-US' : 'zh-CN';
applyElderMode(params.get('elder') === '1');

/** Campaign art as a page would pass it: a data URL (drawn here, so the harness loads nothing). */
function campaignArt(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 750;
  canvas.height = 380;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const sky = ctx.createLinearGradient(0, 0, 0, 380);
  sky.addColorStop(0, '#ff8a3d');
  sky.addColorStop(1, '#c43e00');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 750, 380);
  ctx.fillStyle = 'rgb(255 255 255 / 18%)';
  for (let i = 0; i < 12; i++) {
    ctx.beginPath();
    ctx.arc(60 + i * 64, 80 + (i % 3) * 70, 26 + (i % 4) * 8, 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.toDataURL('image/png');
}

/** Reads the shown poster back, pixel by pixel, and decodes its QR code. */
async function decodeShownPoster(): Promise<string | null> {
  const image = document.querySelector<HTMLImageElement>('.fy-poster__image');
  if (!image) return null;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

Object.assign(window, { decodeShownPoster });

setAppLocale(locale);
await loadShellMessages(locale);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nContext.Provider value={createI18n(locale)}>
      <main style={{ padding: '16px' }}>
        <SharePoster
          inviteUrl={params.get('url') ?? ''}
          title={params.get('title') ?? ''}
          caption={params.get('caption') ?? ''}
          inviterName={params.get('name')}
          inviterMobile={params.get('mobile')}
          artSrc={params.get('art') === 'none' ? null : campaignArt()}
          fileName="invite.png"
        />
      </main>
    </I18nContext.Provider>,
  );
}
