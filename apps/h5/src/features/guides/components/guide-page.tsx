import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { navigateToScreen } from '@/lib/bridge/app-actions';
import type { NativeScreen } from '@/lib/bridge/native-bridge';
import { currentHost } from '@/lib/hosts/detect-host';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import '@/components/button-link.css';
import './guide.css';

export interface GuideSection {
  heading: FeatureKey;
  /** Shown as a numbered list when `steps`, else as paragraphs. */
  items: FeatureKey[];
  steps?: boolean;
}

export interface GuideAction {
  label: FeatureKey;
  to: string;
  primary?: boolean;
  /** Opened natively inside the apps (bridge), `to` being its web fallback elsewhere. */
  screen?: NativeScreen;
  /** Not shown inside the platform's apps (a download link, say). */
  hideInApp?: boolean;
}

export interface GuidePageProps {
  title: FeatureKey;
  intro: FeatureKey;
  sections: GuideSection[];
  actions: GuideAction[];
  children?: ReactNode;
}

/** A page of guidance for drivers or shippers: what to know, then where to go next. */
export function GuidePage({ title, intro, sections, actions, children }: GuidePageProps) {
  const { t } = useFeatureI18n();
  const [bridgeMessage, setBridgeMessage] = useState<string | null>(null);
  const inApp = currentHost().app !== null;
  const openScreen = async (screen: NativeScreen) => {
    const result = await navigateToScreen(screen);
    setBridgeMessage('message' in result ? result.message : null);
  };
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t(title)}</h1>
        <p>{t(intro)}</p>
      </header>
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
      <nav className="fy-guide__actions" aria-label={t('guide.next')}>
        {actions
          .filter((action) => !(inApp && action.hideInApp))
          .map((action) => {
            const className = `fy-button${action.primary ? ' fy-button--primary' : ''}`;
            const { screen } = action;
            return screen ? (
              <button
                key={action.to}
                type="button"
                className={className}
                onClick={() => void openScreen(screen)}
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
    </main>
  );
}
