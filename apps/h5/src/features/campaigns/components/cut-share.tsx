import { useEffect, useId, useRef, useState } from 'react';
import { withChannelParams } from '@/lib/cookies/channel';
import { copyOrSelect, selectLink } from '@/lib/links/copy-link';
import { setShareData } from '@/lib/wechat/share-data';
import { useGamesI18n } from '../i18n/catalogue';
import '@/components/form/form.css';

// How a starter gets a cut to friends (ADR 030): the apps' share sheet through the bridge; in
// WeChat the ··· menu, which shares this cut's link (the page's share data); elsewhere the
// system's sheet when there is one, else the link copied; and always the link itself, selected
// when it could not be copied, to copy by hand (lib/links/copy-link.ts).

/** The link a friend opens to help: this page with the cut's token (and the channel ids). */
export function cutLink(slug: string, token: string): string {
  return withChannelParams(
    `${location.origin}${location.pathname}#/customer/cutReward?slug=${slug}&cut=${token}`,
  );
}

export function CutShare({
  slug,
  token,
  title,
  desc,
}: {
  slug: string;
  token: string;
  title: string;
  desc: string;
}) {
  const { t } = useGamesI18n();
  const linkId = useId();
  const url = cutLink(slug, token);
  const [said, setSaid] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // WeChat's own menu shares what the page says: this cut's link, not the bare page.
  useEffect(() => {
    setShareData({ title, desc, link: url });
  }, [title, desc, url]);

  const share = async () => {
    // The bridge's actions load on the first tap: they are not on the page's critical path.
    const { shareContent } = await import('@/lib/bridge/app-actions');
    const outcome = await shareContent({
      title,
      desc,
      link: url,
      imgUrl: `${location.origin}/favicon.svg`,
    });
    if (outcome.outcome === 'hint') {
      // In WeChat the menu; in a browser that could neither share nor copy, the link selected.
      setSaid(outcome.message);
      if (outcome.link) selectLink(field.current);
    } else if (outcome.outcome === 'web' && outcome.target === 'clipboard') {
      setSaid(t('cut.copied'));
    } else if (outcome.outcome === 'failed' || outcome.outcome === 'refused') {
      setSaid(outcome.message);
    } else setSaid('');
  };
  const copy = async () =>
    setSaid((await copyOrSelect(url, field.current)) ? t('cut.copied') : t('cut.copyFailed'));
  return (
    <div className="fy-cut__actions">
      <button type="button" className="fy-button fy-button--primary" onClick={() => void share()}>
        {t('cut.share')}
      </button>
      <div className="fy-field">
        <label htmlFor={linkId}>{t('cut.link')}</label>
        <input
          ref={field}
          id={linkId}
          className="fy-input"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <button type="button" className="fy-button" onClick={() => void copy()}>
        {t('cut.copy')}
      </button>
      <p role="status">{said}</p>
    </div>
  );
}
