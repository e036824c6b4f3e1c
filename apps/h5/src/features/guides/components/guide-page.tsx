import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useI18n } from '@/lib/i18n/i18n';
import '@/components/button-link.css';
import './guide.css';

export interface GuideSection {
  heading: MessageKey;
  /** Shown as a numbered list when `steps`, else as paragraphs. */
  items: MessageKey[];
  steps?: boolean;
}

export interface GuideAction {
  label: MessageKey;
  to: string;
  primary?: boolean;
}

export interface GuidePageProps {
  title: MessageKey;
  intro: MessageKey;
  sections: GuideSection[];
  actions: GuideAction[];
  children?: ReactNode;
}

/** A page of guidance for drivers or shippers: what to know, then where to go next. */
export function GuidePage({ title, intro, sections, actions, children }: GuidePageProps) {
  const { t } = useI18n();
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
        {actions.map((action) => (
          <Link
            key={action.to}
            className={`fy-button${action.primary ? ' fy-button--primary' : ''}`}
            to={action.to}
          >
            {t(action.label)}
          </Link>
        ))}
      </nav>
    </main>
  );
}
