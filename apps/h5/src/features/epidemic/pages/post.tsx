import { isOneOf } from '@freight/contract/one-of';
import {
  ROAD_REPORT,
  ROAD_REPORT_KINDS,
  type RoadReportKind,
} from '@freight/contract/endpoints/epidemic-values';
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { CityField } from '@/components/form/city-field';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { EMPTY_PHOTO_SLOTS, photoKeysOf } from '@/components/form/photo-slots';
import { PostForm, PostSent } from '@/components/form/post-form';
import { RadioField } from '@/components/form/radio-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useSession } from '@/lib/identity/session';
import { useSubmitRoadReport } from '../api/epidemic';
import { useFeatureI18n } from '../i18n/catalogue';

type Field = 'city' | 'road' | 'kind' | 'text' | 'photos' | 'form';
type Errors = Partial<Record<Field, string>>;

/** Where the server's refusal of a request field is shown on the form. */
const FIELD_OF = {
  city: 'city',
  road: 'road',
  kind: 'kind',
  text: 'text',
  photoKeys: 'photos',
} as const satisfies Record<string, Field>;

const EMPTY = {
  city: '',
  road: '',
  kind: '',
  text: '',
  ...EMPTY_PHOTO_SLOTS,
};

const isKind = (value: string): value is RoadReportKind => isOneOf(ROAD_REPORT_KINDS, value);

export default function PostPage() {
  const { t } = useFeatureI18n();
  const userType = useSession().data?.userType ?? 3;
  const [sent, setSent] = useState(false);
  return (
    <PageFrame>
      <LoginGate userType={userType} heading={t('epi.post.gate')}>
        {() => (sent ? <Sent /> : <ReportForm onSent={() => setSent(true)} />)}
      </LoginGate>
    </PageFrame>
  );
}

function ReportForm({ onSent }: { onSent: () => void }) {
  const { t } = useFeatureI18n();
  const rule = useFieldRules();
  const submit = useSubmitRoadReport();
  const form = useForm<typeof EMPTY, Field>({
    draft: 'road-report',
    initial: EMPTY,
    refusal: refusalAt(FIELD_OF),
    check: (draft) => {
      const road = draft.road.trim();
      const text = draft.text.trim();
      const found: Errors = {};
      if (!draft.city) found.city = rule('city.unknown');
      if (road.length < ROAD_REPORT.roadMin || road.length > ROAD_REPORT.roadMax) {
        found.road = rule('road.name');
      }
      if (!isKind(draft.kind)) found.kind = rule('choice');
      if (text.length < ROAD_REPORT.textMin || text.length > ROAD_REPORT.textMax) {
        found.text = rule('road.text');
      }
      return found;
    },
    send: async (draft, { requestId }) => {
      if (!isKind(draft.kind)) return { kind: rule('choice') };
      const photoKeys = photoKeysOf(draft);
      const report = {
        city: draft.city,
        road: draft.road.trim(),
        kind: draft.kind,
        text: draft.text.trim(),
        ...(photoKeys.length > 0 ? { photoKeys } : {}),
      };
      await submit.mutateAsync({ ...report, requestId: requestId(report) });
      onSent();
    },
  });
  const { values: draft, set: update, errors, edited } = form;

  return (
    <PostForm
      hint={t('epi.post.hint')}
      photos={{
        draft,
        update: edited('photos', update),
        label: (n) => t('epi.post.photo', { n }),
        error: errors.photos,
      }}
      onSend={form.submit}
      busy={form.busy}
      submitLabel={t('epi.post.submit')}
      busyLabel={t('epi.post.submitting')}
      error={errors.form ?? null}
    >
      <CityField
        value={draft.city}
        onChange={edited('city', (city: typeof draft.city) => update({ city }))}
        error={errors.city}
      />
      <TextField
        label={t('epi.post.road')}
        hint={t('epi.post.road.hint')}
        maxLength={ROAD_REPORT.roadMax}
        value={draft.road}
        onChange={edited('road', (road: typeof draft.road) => update({ road }))}
        error={errors.road}
      />
      <RadioField
        legend={t('epi.post.kind')}
        value={isKind(draft.kind) ? draft.kind : ''}
        options={ROAD_REPORT_KINDS}
        optionLabel={(kind) => t(`epi.kind.${kind}`)}
        onChange={edited('kind', (kind: typeof draft.kind) => update({ kind }))}
        error={errors.kind}
      />
      <TextAreaField
        label={t('epi.post.text')}
        hint={t('epi.post.text.hint')}
        maxLength={ROAD_REPORT.textMax}
        rows={5}
        value={draft.text}
        onChange={edited('text', (text: typeof draft.text) => update({ text }))}
        error={errors.text}
      />
    </PostForm>
  );
}

function Sent() {
  const { t } = useFeatureI18n();
  return (
    <PostSent title={t('epi.sent.title')} text={t('epi.sent.text')}>
      <Link className="fy-button fy-button--primary" to="/epidemic/index">
        {t('epi.sent.back')}
      </Link>
    </PostSent>
  );
}
