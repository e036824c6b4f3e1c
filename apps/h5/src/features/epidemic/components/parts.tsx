import type {
  RiskLevel,
  RoadReportKind,
  RoadReportState,
} from '@freight/contract/endpoints/epidemic-values';
import type { ReactNode } from 'react';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './epidemic.css';

/** What a report says of the road, as a word in a coloured tag (the word carries the meaning). */
export function KindTag({ kind }: { kind: RoadReportKind }) {
  const { t } = useFeatureI18n();
  return (
    <span className="fy-epidemic-tag" data-kind={kind}>
      {t(`epi.kind.${kind}`)}
    </span>
  );
}

export function LevelTag({ level }: { level: RiskLevel }) {
  const { t } = useFeatureI18n();
  return (
    <span className="fy-epidemic-tag" data-level={level}>
      {t(`epi.level.${level}`)}
    </span>
  );
}

export function StateText({ state }: { state: RoadReportState }) {
  const { t } = useFeatureI18n();
  return (
    <span className="fy-epidemic-state" data-state={state}>
      {t(`epi.state.${state}`)}
    </span>
  );
}

/** An id that names nothing to show (withdrawn, a cut link): say so and lead back. */
export function Missing({ back, children }: { back: string; children: ReactNode }) {
  const { t } = useFeatureI18n();
  return (
    <PageFrame title={t('epi.missing')} subtitle={t('epi.missing.hint')}>
      <Link className="fy-button fy-button--primary" to={back}>
        {children}
      </Link>
    </PageFrame>
  );
}
