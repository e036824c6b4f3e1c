import { useEffect, useState } from 'react';
import { type BridgeContext, saveImage, saveImageWay } from '@/lib/bridge/app-actions';
import type { PosterFigure, PosterReward } from './draw-poster';
import { usePosterI18n } from './i18n/catalogue';
import { maskMobile, maskName } from './mask-inviter';
import { type PosterContent, renderPoster } from './render-poster';

// The share poster a visitor keeps and passes on (issue 13, docs/decisions/017): drawn on a canvas
// and shown as an <img>, because WeChat saves images only by a long press on an <img> (PITFALLS 5).
// Inside the apps a button saves it through the bridge; in a browser it is a download link.
// Loaded on demand through share-poster.tsx (which brings the styles), never on a page's critical
// path.

/** What the friend gets by scanning and when, as the programme's terms say (the server's data). */
export interface PosterRewardTerms {
  /** The reward in words (`300 积分`). */
  reward: string;
  /** What the new account must do, in words (`完成首单运输`). */
  event: string;
  /** Days after signing up to do it. */
  days: number;
}

export type { PosterFigure };

export interface SharePosterProps {
  /** What the QR code opens: the invite link with the inviter's token. */
  inviteUrl: string;
  /** The campaign's title, the poster's headline. */
  title: string;
  /** The line under the QR code (what scanning it does). */
  caption: string;
  /** The reward the friend gets, with its condition, in big type above the QR code. */
  reward?: PosterRewardTerms | null;
  /** Figures above the QR code (the annual bill's that its owner chose), in order. */
  figures?: readonly PosterFigure[];
  /** The inviter, masked on the poster (mask-inviter.ts). */
  inviterName?: string | null;
  inviterMobile?: string | null;
  /** The campaign's art across the top: same-origin or data URL (load-image.ts). */
  artSrc?: string | null;
  /** A mark for the QR code's middle instead of the platform's truck. */
  logoSrc?: string | null;
  /** The file name a browser download gets. */
  fileName?: string;
  /** The host and the app's bridge; this page's by default (tests pass their own). */
  bridge?: Pick<BridgeContext, 'host' | 'win'>;
}

type Poster = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'failed' };
type Saving =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

export default function PosterView({
  inviteUrl,
  title,
  caption,
  reward,
  figures,
  inviterName,
  inviterMobile,
  artSrc,
  logoSrc,
  fileName = 'poster.png',
  bridge,
}: SharePosterProps) {
  const { t } = usePosterI18n();
  const [poster, setPoster] = useState<Poster>({ status: 'drawing' });
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const inviter =
    [inviterName ? maskName(inviterName) : '', inviterMobile ? maskMobile(inviterMobile) : '']
      .filter(Boolean)
      .join(' ') || null;
  const inviterLine = inviter ? t('poster.inviter', { inviter }) : null;
  const brand = t('app.name');
  const rewardLines: PosterReward | null = reward
    ? {
        lead: t('poster.reward.lead'),
        reward: reward.reward,
        condition: t('poster.reward.condition', { days: reward.days, event: reward.event }),
      }
    : null;
  const content: PosterContent = {
    inviteUrl,
    brand,
    title,
    caption,
    inviter: inviterLine,
    reward: rewardLines,
    figures: figures ?? [],
    artSrc,
    logoSrc,
  };
  // Drawn again when what is drawn changes, not for each render's new objects of the same content.
  const drawn = JSON.stringify(content);

  useEffect(() => {
    let live = true;
    renderPoster(JSON.parse(drawn) as PosterContent).then(
      (src) => {
        if (live) setPoster({ status: 'ready', src });
      },
      (error: unknown) => {
        console.warn('[poster] not drawn', error);
        if (live) setPoster({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [drawn, attempt]);

  const way = saveImageWay(bridge);
  // The image's words for those who cannot see it: what is drawn, in the order drawn.
  const base = inviter ? t('poster.altInviter', { title, inviter }) : t('poster.alt', { title });
  const details = [
    ...(rewardLines ? [t('poster.altReward', { ...rewardLines })] : []),
    ...(figures ?? []).map((figure) => `${figure.label} ${figure.value}`),
  ];
  const alt = details.length
    ? t('poster.altDetails', { alt: base, details: details.join(t('poster.separator')) })
    : base;

  const save = async (src: string) => {
    if (saving.status === 'saving') return;
    setSaving({ status: 'saving' });
    const outcome = await saveImage(src, { ...bridge, fileName });
    if (outcome.outcome === 'native' || outcome.outcome === 'web') {
      setSaving({ status: 'done', message: t('poster.saved') });
    } else if (outcome.outcome === 'hint') {
      setSaving({ status: 'done', message: outcome.message });
    } else {
      setSaving({ status: 'failed', message: outcome.message });
    }
  };

  return (
    <section className="fy-poster" aria-busy={poster.status === 'drawing'}>
      {poster.status === 'ready' ? (
        <img className="fy-poster__image" src={poster.src} alt={alt} />
      ) : (
        <div className="fy-poster__placeholder">
          {poster.status === 'drawing' ? (
            <p role="status">{t('poster.drawing')}</p>
          ) : (
            <>
              <p role="alert">{t('poster.failed')}</p>
              <button
                type="button"
                className="fy-button"
                onClick={() => {
                  setPoster({ status: 'drawing' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('common.retry')}
              </button>
            </>
          )}
        </div>
      )}
      {poster.status === 'ready' ? (
        <div className="fy-poster__actions">
          {way === 'native' ? (
            <>
              <button
                type="button"
                className="fy-button fy-button--primary"
                disabled={saving.status === 'saving'}
                aria-busy={saving.status === 'saving'}
                onClick={() => void save(poster.src)}
              >
                {saving.status === 'saving' ? t('poster.saving') : t('poster.save')}
              </button>
              {saving.status === 'failed' ? (
                <p className="fy-poster__error" role="alert">
                  {saving.message}
                </p>
              ) : (
                <p className="fy-poster__hint" role="status">
                  {saving.status === 'done' ? saving.message : ''}
                </p>
              )}
            </>
          ) : way === 'long-press' ? (
            <p className="fy-poster__hint">{t('poster.hintLongPress')}</p>
          ) : (
            <>
              <a className="fy-button fy-button--primary" href={poster.src} download={fileName}>
                {t('poster.download')}
              </a>
              <p className="fy-poster__hint">{t('poster.hintBrowser')}</p>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
