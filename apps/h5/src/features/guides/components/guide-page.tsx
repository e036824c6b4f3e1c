import { type ReactNode, useState } from 'react';
import { Link } from '@/lib/routing/router';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { navigateToScreen } from '@/lib/bridge/app-actions';
import type { NativeScreen } from '@/lib/bridge/native-bridge';
import { type Catalogue, useCatalogue } from '@/lib/i18n/i18n';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './guide.css';
import { PageFrame } from '@/components/page/page-frame';

export interface GuideSection<K extends string> {
  heading: K;
  /** Shown as a numbered list when `steps`, else as paragraphs. */
  items: K[];
  steps?: boolean;
}

export interface GuideAction<K extends string> {
  label: K;
  to: string;
  primary?: boolean;
  /** Opened natively inside the apps (bridge), `to` being its web fallback elsewhere. */
  screen?: NativeScreen;
  /**
   * Not shown inside the platform's apps (a download link, say): rendered everywhere and hidden
   * there by the class index.html gives the page, so the page renders alike in every host.
   */
  hideInApp?: boolean;
}

export interface GuidePageProps<K extends string> {
  /** The page's own strings (docs/decisions/004), which the keys below come from. */
  catalogue: Catalogue<K>;
  title: K;
  intro: K;
  sections: GuideSection<K>[];
  actions: GuideAction<K>[];
  children?: ReactNode;
}

/** A page of guidance for drivers or shippers: what to know, then where to go next. */
export function GuidePage<K extends string>({
  catalogue,
  title,
  intro,
  sections,
  actions,
  children,
}: GuidePageProps<K>) {
  const { t } = useCatalogue(catalogue);
  const feature = useFeatureI18n();
  const [bridgeMessage, setBridgeMessage] = useState<string | null>(null);
  // One message to the app per tap until it answers (older apps answer slowly or not at all).
  const openScreen = useSingleFlight(async (screen: NativeScreen) => {
    const result = await navigateToScreen(screen);
    setBridgeMessage('message' in result ? result.message : null);
  });
  return (
    <PageFrame title={t(title)} subtitle={t(intro)}>
      {sections.map((section) => (
        <section key={section.heading} className="fy-card">
          <h2>{t(section.heading)}</h2>
          {section.steps ? (
            <ol className="fy-guide__steps">
              {section.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ol>
          ) : (
            section.items.map((item) => <p key={item}>{t(item)}</p>)
          )}
        </section>
      ))}
      {children}
      <nav className="fy-guide__actions" aria-label={feature.t('guide.next')}>
        {actions.map((action) => {
          const className = `fy-button${action.primary ? ' fy-button--primary' : ''}${
            action.hideInApp ? ' fy-outside-apps' : ''
          }`;
          const { screen } = action;
          return screen ? (
            <button
              key={action.to}
              type="button"
              className={className}
              aria-busy={openScreen.busy}
              onClick={() => openScreen.run(screen)}
            >
              {t(action.label)}
            </button>
          ) : (
            <Link key={action.to} className={className} to={action.to}>
              {t(action.label)}
            </Link>
          );
        })}
      </nav>
      {bridgeMessage ? (
        <p className="fy-guide__message" role="alert">
          {bridgeMessage}
        </p>
      ) : null}
    </PageFrame>
  );
}
