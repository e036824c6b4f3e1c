import {
  createGradeLevel,
  createGradeRight,
  GRADE_RIGHT_SLUG,
  GRADE_THRESHOLD_MAX,
  listGradesOps,
  type OpsGradeLevel,
  type OpsGradeRight,
  type OpsGrades,
  updateGradeLevel,
  updateGradeRight,
} from '@freight/contract/ops';
import { App, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useOpsMutation } from '../api';
import { type MessageKey, useBilingual, useT } from '../i18n';
import { EditorCard } from './editor-card';
import { H5_WORDS, type Language, LanguageSwitch, LevelPreview } from './grades-preview';
import { PhonePreview } from './phone-preview';
import { halfWidth } from './words';

// The grades screen's editors (grades.tsx): a level's names and threshold, and a right's slug,
// level, place and texts, each beside its preview (grades-preview.tsx). Each opens on the version
// it read: a save over a colleague's newer one is refused, not overwritten.

interface LevelForm {
  nameZh: string;
  nameEn: string;
  minCount: number;
}

interface RightForm {
  slug: string;
  level: number;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  detailZh: string;
  detailEn: string;
  position: number;
}

export type Editing =
  | { kind: 'level'; level: number | 'new' }
  | { kind: 'right'; id: number }
  | { kind: 'newRight'; level: number }
  | null;

const LABELS: Partial<Record<string, MessageKey>> = {
  nameZh: 'grades.nameZh',
  nameEn: 'grades.nameEn',
  minCount: 'grades.minCount',
  slug: 'grades.slug',
  level: 'grades.rightLevel',
  titleZh: 'grades.titleZh',
  titleEn: 'grades.titleEn',
  summaryZh: 'grades.summaryZh',
  summaryEn: 'grades.summaryEn',
  detailZh: 'grades.detailZh',
  detailEn: 'grades.detailEn',
  position: 'grades.position',
};

export function Editor({
  data,
  editing,
  onDone,
}: {
  data: OpsGrades;
  editing: NonNullable<Editing>;
  onDone: () => void;
}) {
  if (editing.kind === 'level') {
    const level =
      editing.level === 'new'
        ? null
        : (data.levels.find((each) => each.level === editing.level) ?? null);
    return <LevelEditor data={data} level={level} onDone={onDone} />;
  }
  if (editing.kind === 'right') {
    const right =
      data.levels.flatMap((level) => level.rights).find((each) => each.id === editing.id) ?? null;
    return right ? (
      <RightEditor data={data} right={right} level={right.level} onDone={onDone} />
    ) : null;
  }
  return <RightEditor data={data} right={null} level={editing.level} onDone={onDone} />;
}

function LevelEditor({
  data,
  level,
  onDone,
}: {
  data: OpsGrades;
  level: OpsGradeLevel | null;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<LevelForm>();
  const [language, setLanguage] = useState<Language>('zh');
  const nameZh = (Form.useWatch('nameZh', form) as string | undefined) ?? '';
  const nameEn = (Form.useWatch('nameEn', form) as string | undefined) ?? '';
  const minCount = Form.useWatch('minCount', form);
  const top = data.levels.at(-1);
  const number = level?.level ?? (top?.level ?? 0) + 1;
  const below = data.levels.filter((each) => each.level < number).at(-1);
  const above = data.levels.find((each) => each.level > number);
  const done = () => {
    void message.success(t('grades.saved'));
    onDone();
  };
  const create = useOpsMutation(createGradeLevel, {
    request: (fields: LevelForm) => ({ body: { userType: data.userType, ...fields } }),
    invalidates: [listGradesOps],
    onSuccess: done,
  });
  const update = useOpsMutation(updateGradeLevel, {
    request: (fields: LevelForm) => ({
      params: { userType: data.userType, level: number },
      body: { ...fields, updatedAt: version },
    }),
    invalidates: [listGradesOps],
    onSuccess: done,
  });
  const save = level ? update : create;
  // The version this editor opened: a colleague's save since is refused, not overwritten.
  const [version] = useState(level?.updatedAt ?? '');
  const hint =
    number === 1
      ? t('grades.minCount.first')
      : above && below
        ? t('grades.minCount.between', { below: below.minCount, above: above.minCount })
        : below
          ? t('grades.minCount.above', { below: below.minCount })
          : undefined;
  const rights = (level?.rights ?? [])
    .filter((right) => !right.retired)
    .map((right) => ({
      key: right.slug,
      title: language === 'en' ? right.titleEn : right.titleZh,
      summary: language === 'en' ? right.summaryEn : right.summaryZh,
    }));
  return (
    <EditorCard<LevelForm>
      title={
        level
          ? t('grades.editingLevel', { level: level.level, name: level.nameZh })
          : t('grades.newLevelTitle')
      }
      notice={{ text: `${t('grades.livePublished')} ${t('grades.thresholdMoves')}` }}
      form={form}
      name="grade-level"
      initialValues={
        level
          ? { nameZh: level.nameZh, nameEn: level.nameEn, minCount: level.minCount }
          : { minCount: (top?.minCount ?? -1) + 1 }
      }
      save={save}
      labels={LABELS}
      onCancel={onDone}
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Form.Item
            label={t('grades.nameZh')}
            name="nameZh"
            rules={[{ required: true, whitespace: true, max: 40 }]}
          >
            <Input maxLength={40} showCount />
          </Form.Item>
          <Form.Item
            label={t('grades.nameEn')}
            name="nameEn"
            normalize={(value: string) => halfWidth(value)}
            rules={[{ required: true, whitespace: true, max: 40 }]}
          >
            <Input maxLength={40} showCount />
          </Form.Item>
          <Form.Item
            label={t('grades.minCount')}
            name="minCount"
            extra={hint}
            rules={[{ required: true }]}
          >
            <InputNumber
              min={0}
              max={GRADE_THRESHOLD_MAX}
              precision={0}
              disabled={number === 1}
              style={{ width: 200 }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} xl={10}>
          <PhonePreview
            testId="grade-preview"
            title={t('grades.preview')}
            extra={<LanguageSwitch value={language} onChange={setLanguage} />}
          >
            <LevelPreview
              basis={data.basis}
              level={number}
              name={language === 'en' ? nameEn : nameZh}
              minCount={typeof minCount === 'number' ? minCount : null}
              rights={rights}
              language={language}
            />
          </PhonePreview>
        </Col>
      </Row>
    </EditorCard>
  );
}

function RightEditor({
  data,
  right,
  level,
  onDone,
}: {
  data: OpsGrades;
  right: OpsGradeRight | null;
  level: number;
  onDone: () => void;
}) {
  const t = useT();
  const both = useBilingual();
  const { message } = App.useApp();
  const [form] = Form.useForm<RightForm>();
  const [language, setLanguage] = useState<Language>('zh');
  const watched = Form.useWatch([], form) as Partial<RightForm> | undefined;
  const done = () => {
    void message.success(t('grades.saved'));
    onDone();
  };
  // The version this editor opened: a colleague's save since is refused, not overwritten.
  const [version] = useState(right?.updatedAt ?? '');
  const create = useOpsMutation(createGradeRight, {
    request: (fields: RightForm) => ({ body: { userType: data.userType, ...fields } }),
    invalidates: [listGradesOps],
    onSuccess: done,
  });
  const update = useOpsMutation(updateGradeRight, {
    request: ({ slug: _fixed, ...fields }: RightForm) => ({
      params: { id: right?.id ?? 0 },
      body: { ...fields, updatedAt: version },
    }),
    invalidates: [listGradesOps],
    onSuccess: done,
  });
  const save = right ? update : create;
  const shownLevel = watched?.level ?? level;
  const grade = data.levels.find((each) => each.level === shownLevel);
  const en = language === 'en';
  const title = (en ? watched?.titleEn : watched?.titleZh) ?? '';
  const summary = (en ? watched?.summaryEn : watched?.summaryZh) ?? '';
  const detail = (en ? watched?.detailEn : watched?.detailZh) ?? '';
  // The level's other shown rights in the H5's order, this one at its place.
  const position = watched?.position ?? 0;
  const others = (grade?.rights ?? []).filter((each) => !each.retired && each.id !== right?.id);
  const listed = [
    ...others.map((each) => ({
      key: each.slug,
      position: each.position,
      id: each.id,
      title: en ? each.titleEn : each.titleZh,
      summary: en ? each.summaryEn : each.summaryZh,
    })),
    {
      key: '(editing)',
      position,
      id: right?.id ?? Number.MAX_SAFE_INTEGER,
      title,
      summary,
    },
  ].sort((a, b) => a.position - b.position || a.id - b.id);
  const initial: Partial<RightForm> = right
    ? {
        slug: right.slug,
        level: right.level,
        titleZh: right.titleZh,
        titleEn: right.titleEn,
        summaryZh: right.summaryZh,
        summaryEn: right.summaryEn,
        detailZh: right.detailZh,
        detailEn: right.detailEn,
        position: right.position,
      }
    : {
        level,
        position: Math.max(-1, ...(grade?.rights ?? []).map((each) => each.position)) + 1,
      };
  const words = H5_WORDS[language];
  const line = (name: keyof RightForm, label: MessageKey, max: number) => (
    <Form.Item label={t(label)} name={name} rules={[{ required: true, whitespace: true, max }]}>
      <Input maxLength={max} showCount />
    </Form.Item>
  );
  const terms = (name: keyof RightForm, label: MessageKey) => (
    <Form.Item
      label={t(label)}
      name={name}
      extra={t('grades.detail.hint')}
      rules={[{ required: true, whitespace: true, max: 2000 }]}
    >
      <Input.TextArea rows={4} maxLength={2000} showCount />
    </Form.Item>
  );
  return (
    <EditorCard<RightForm>
      title={
        right
          ? t('grades.editingRight', { title: both(right.titleZh, right.titleEn) })
          : t('grades.newRightTitle', { level })
      }
      notice={{ text: t('grades.livePublished') }}
      form={form}
      name="grade-right"
      initialValues={initial}
      save={save}
      labels={LABELS}
      onCancel={onDone}
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                label={t('grades.slug')}
                name="slug"
                extra={right ? undefined : t('grades.slug.hint')}
                normalize={(value: string) => halfWidth(value).trim().toLowerCase()}
                rules={[
                  { required: true, message: t('grades.slug.rule') },
                  { pattern: GRADE_RIGHT_SLUG, message: t('grades.slug.rule') },
                ]}
              >
                <Input maxLength={40} disabled={right !== null} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('grades.rightLevel')} name="level" rules={[{ required: true }]}>
                <Select
                  options={data.levels.map((each) => ({
                    value: each.level,
                    label: t('grades.levelNamed', {
                      level: each.level,
                      name: both(each.nameZh, each.nameEn),
                    }),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t('grades.position')}
                name="position"
                tooltip={t('grades.position.hint')}
                rules={[{ required: true }]}
              >
                <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>{line('titleZh', 'grades.titleZh', 60)}</Col>
            <Col span={12}>{line('titleEn', 'grades.titleEn', 60)}</Col>
          </Row>
          {line('summaryZh', 'grades.summaryZh', 200)}
          {line('summaryEn', 'grades.summaryEn', 200)}
          {terms('detailZh', 'grades.detailZh')}
          {terms('detailEn', 'grades.detailEn')}
        </Col>
        <Col xs={24} xl={10}>
          <PhonePreview
            testId="grade-preview"
            title={t('grades.preview')}
            extra={<LanguageSwitch value={language} onChange={setLanguage} />}
          >
            {grade ? (
              <LevelPreview
                basis={data.basis}
                level={grade.level}
                name={en ? grade.nameEn : grade.nameZh}
                minCount={grade.minCount}
                rights={listed}
                language={language}
              />
            ) : null}
            <section
              style={{ marginTop: 16, paddingTop: 12, borderTop: '1px solid #d9d9d9' }}
              aria-label={title || t('grades.right')}
            >
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {title}
              </Typography.Title>
              <Typography.Text type="secondary">{words.from(shownLevel)}</Typography.Text>
              <Typography.Paragraph style={{ marginTop: 8 }}>{summary}</Typography.Paragraph>
              {detail.split('\n').map((paragraph, index) => (
                <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
              ))}
            </section>
          </PhonePreview>
        </Col>
      </Row>
    </EditorCard>
  );
}
