import { useState } from 'react';
import { PageMenu } from '@/components/page/page-menu';
import { QueryView } from '@/components/query-view/query-view';
import { compareVersions, currentHost, type Host } from '@/lib/hosts/detect-host';
import { allowedUrl } from '@/lib/links/safe-url';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import { type AppCenter, type DownloadApp, useAppCenter } from '../api/get-app-center';
import { OpenInBrowserOverlay } from './open-in-browser-overlay';
import '@/components/button-link.css';
import './download-page.css';

/** The native app a download page is for, when the visitor can already be inside it. */
const HOST_APP: Partial<Record<DownloadApp, Host['app']>> = {
  customer: 'shipper',
  driver: 'driver',
};

function formatSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface DownloadLink {
  label: FeatureKey;
  url: string;
}

function downloadLinks(data: AppCenter, host: Host): DownloadLink[] {
  const links: DownloadLink[] = [];
  const { android, ios } = data.downloads;
  if (host.system !== 'ios' && android)
    links.push({ label: 'download.button.android', url: android });
  if (host.system !== 'android' && ios) links.push({ label: 'download.button.ios', url: ios });
  // Links from data: only http(s) URLs on the allow-list (lib/links); a refusal is logged.
  return links.filter((link) => allowedUrl(link.url) !== null);
}

export interface DownloadPageProps {
  app: DownloadApp;
  /** `detail`: the app's details first (release notes above the download), for /driver/jjdetail. */
  variant?: 'download' | 'detail';
  /** The visitor's city from an ad link: shown as text only. */
  cityName?: string;
  /** A line for this visitor above the download (the ad's sign-up done). */
  notice?: string | undefined;
}

/**
 * The landing page for an app: what it is, its latest version for the visitor's phone, and the way
 * to get it; in WeChat (which blocks downloads) how to open the page in the browser instead; inside
 * the app itself, that it is already installed.
 */
export function DownloadPage({ app, variant = 'download', cityName, notice }: DownloadPageProps) {
  const { t } = useFeatureI18n();
  const [host] = useState(currentHost);
  const [browserTip, setBrowserTip] = useState(false);
  const appCenter = useAppCenter(app, host.system);
  const { data } = appCenter;
  const installed = host.app !== null && HOST_APP[app] === host.app;
  // Inside the app, an older version than the one released is offered the update.
  const outdated = (center: AppCenter) =>
    host.appVersion !== null && compareVersions(host.appVersion, center.currentVersion) < 0;
  const appName = data?.appName ?? t(`download.app.${app}` as FeatureKey);
  // The stores are Chinese: an English page names the app as they list it, so it can be found.
  const storeName = data?.storeName && data.storeName !== appName ? data.storeName : null;

  const download = (url: string) => {
    if (host.wechat) {
      setBrowserTip(true);
      return;
    }
    window.location.assign(url);
  };

  // While they load, the notes above the download card (the detail page) keep their place (two
  // lines, as most releases have), so the card does not move down the screen when they come.
  const notes =
    data && data.releaseNotes.length > 0 ? (
      <section className="fy-download__notes" aria-labelledby="fy-download-notes">
        <h2 id="fy-download-notes">{t('download.notes')}</h2>
        <ul>
          {data.releaseNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    ) : appCenter.isPending && variant === 'detail' ? (
      <section className="fy-download__notes" aria-labelledby="fy-download-notes">
        <h2 id="fy-download-notes">{t('download.notes')}</h2>
        <ul className="fy-download__notes-pending" aria-hidden="true">
          <li>
            <div className="fy-skeleton__bar" />
          </li>
          <li>
            <div className="fy-skeleton__bar fy-skeleton__bar--short" />
          </li>
        </ul>
      </section>
    ) : null;

  return (
    <main className="fy-download" data-app={app} data-variant={variant}>
      <header className="fy-download__hero">
        <div className="fy-download__menu">
          <PageMenu />
        </div>
        <div className="fy-download__logo" aria-hidden="true">
          {appName.slice(0, 1)}
        </div>
        <h1 className="fy-download__name">{appName}</h1>
        <p className="fy-download__tagline">{t(`download.tagline.${app}` as FeatureKey)}</p>
        <p className="fy-download__about">{t(`download.about.${app}` as FeatureKey)}</p>
        {cityName ? (
          <p className="fy-download__tagline">
            {t('download.city', { city: cityName.slice(0, 20) })}
          </p>
        ) : null}
      </header>

      {notice ? (
        <p className="fy-download__done" role="status">
          {notice}
        </p>
      ) : null}

      {host.wechat && !installed ? (
        <p className="fy-download__notice" role="note">
          {t('download.wechat.banner')}
        </p>
      ) : null}

      {variant === 'detail' ? notes : null}

      <section className="fy-download__card" aria-live="polite">
        <QueryView query={appCenter} rows={2}>
          {(center) => (
            <>
              <dl className="fy-download__facts">
                <div>
                  <dt>{t('download.version')}</dt>
                  <dd>{center.currentVersion}</dd>
                </div>
                <div>
                  <dt>{t('download.size')}</dt>
                  <dd>{formatSize(center.size)}</dd>
                </div>
                <div>
                  <dt>{t('download.released')}</dt>
                  <dd>{center.releasedAt.slice(0, 10)}</dd>
                </div>
              </dl>
              {/* In the card, with the answer it comes from: in the hero it would push the
                  first screen's lines down when the answer came (a layout shift, and the
                  largest paint again). */}
              {storeName ? (
                <p className="fy-download__store-name">
                  {t('download.storeName')} <span lang="zh-CN">{storeName}</span>
                </p>
              ) : null}
              {installed && !outdated(center) ? (
                <p className="fy-download__installed" role="status">
                  {t('download.installed', { app: appName, version: host.appVersion ?? '' })}
                </p>
              ) : (
                <>
                  {installed ? (
                    <p className="fy-download__installed" role="status">
                      {t('download.update', {
                        app: appName,
                        version: host.appVersion ?? '',
                        latest: center.currentVersion,
                      })}
                    </p>
                  ) : null}
                  <DownloadButtons links={downloadLinks(center, host)} onDownload={download} />
                </>
              )}
            </>
          )}
        </QueryView>
      </section>

      {variant === 'download' ? notes : null}

      {browserTip ? <OpenInBrowserOverlay onClose={() => setBrowserTip(false)} /> : null}
    </main>
  );
}

function DownloadButtons({
  links,
  onDownload,
}: {
  links: DownloadLink[];
  onDownload: (url: string) => void;
}) {
  const { t } = useFeatureI18n();
  if (links.length === 0) return <p className="fy-download__none">{t('download.none')}</p>;
  return (
    <div className="fy-download__actions">
      {links.map((link, index) => (
        <button
          key={link.url}
          type="button"
          className={`fy-button${index === 0 ? ' fy-button--primary' : ''}`}
          onClick={() => onDownload(link.url)}
        >
          {t(link.label)}
        </button>
      ))}
    </div>
  );
}
