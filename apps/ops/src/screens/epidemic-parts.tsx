import { operatorSectionsText, sectionsFromText } from '@freight/contract/rules/sections';
import type { RiskLevel, RoadReportKind } from '@freight/contract/endpoints/epidemic-values';
import { REGIONS } from '@freight/contract/regions/index';
import { Card, type FormRule, Select, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type MessageKey, type T, useT } from '../i18n';

// What the four screens of the epidemic information share (ADR 029): the province chosen (kept in
// the address, so a reload or a shared link keeps it), the text operators write with its preview
// as users will read it, the levels and kinds as tags, and the labels of the fields refused.

const FIRST_PROVINCE = REGIONS[0]?.[0] ?? '110000';

/** The province the screen shows: `?province=` when it is one of the list, else the first. */
export function useProvince(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('province');
  const province = wanted && REGIONS.some(([code]) => code === wanted) ? wanted : FIRST_PROVINCE;
  return [province, (code) => setParams({ province: code }, { replace: true })];
}

export function provinceName(code: string): string {
  return REGIONS.find(([each]) => each === code)?.[1] ?? code;
}

/** The cities of a province, as a select's options. */
export function cityOptions(province: string): { value: string; label: string }[] {
  const cities = REGIONS.find(([code]) => code === province)?.[2] ?? [];
  return cities.map(([value, label]) => ({ value, label }));
}

/** The province chooser at the top of a screen: a searchable list with its visible label. */
export function ProvinceChooser({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const t = useT();
  return (
    <Space>
      <label htmlFor="epidemic-province">{t('epidemic.province')}</label>
      <Select
        id="epidemic-province"
        value={value}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        options={REGIONS.map(([code, name]) => ({ value: code, label: name }))}
        style={{ width: 220 }}
      />
    </Space>
  );
}

/** The form's check of an operator's text: as the server reads it (`operatorSectionsText`). */
export function sectionsRule(t: T): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (typeof value === 'string' && operatorSectionsText.safeParse(value).success) return;
      throw new Error(t('epidemic.text.rule'));
    },
  };
}

/**
 * The text as users will read it: `#` lines as headings, every other line a paragraph; `head`
 * above them (a page's title and date) and `title` naming the preview when given.
 */
export function SectionsPreview({
  text,
  title,
  head,
}: {
  text: string;
  title?: string;
  head?: ReactNode;
}) {
  const t = useT();
  const name = title ?? t('epidemic.preview');
  return (
    <Card
      size="small"
      title={name}
      role="region"
      aria-label={name}
      data-testid="sections-preview"
      style={{ background: '#fafafa' }}
    >
      {head}
      <Sections text={text} />
    </Card>
  );
}

/** A text's sections as the H5 shows them: `#` lines as headings, the others as paragraphs. */
export function Sections({ text }: { text: string }) {
  const t = useT();
  const sections = sectionsFromText(text);
  return sections.length === 0 ? (
    <Typography.Text type="secondary">{t('epidemic.preview.empty')}</Typography.Text>
  ) : (
    <>
      {sections.map((section, index) => (
        <section key={index}>
          {section.heading ? (
            <Typography.Title level={4} style={{ marginTop: index === 0 ? 0 : 16 }}>
              {section.heading}
            </Typography.Title>
          ) : null}
          {section.paragraphs.map((paragraph, at) => (
            <Typography.Paragraph key={at}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </>
  );
}

/** Colours whose text keeps a 4.5:1 contrast on their background (WCAG AA). */
export const GREEN_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };
const LEVEL_COLOURS = {
  low: GREEN_TAG,
  medium: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  high: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const satisfies Record<RiskLevel, object>;

export function levelTag(level: RiskLevel, t: T) {
  return <Tag style={LEVEL_COLOURS[level]}>{t(`risk.level.${level}`)}</Tag>;
}

export function kindTag(kind: RoadReportKind, t: T) {
  return (
    <Tag style={{ color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' }}>
      {t(`roads.kind.${kind}`)}
    </Tag>
  );
}

export const GREY_TAG = { color: '#262626', background: '#f5f5f5', borderColor: '#d9d9d9' };

/** The labels of the fields the epidemic forms send, for a refusal (`useSave`). */
export const FIELD_LABELS: Partial<Record<string, MessageKey>> = {
  title: 'epidemic.field.title',
  summary: 'epidemic.field.summary',
  text: 'epidemic.field.text',
  province: 'epidemic.province',
  city: 'epidemic.city',
  area: 'risk.area',
  level: 'risk.level',
  reason: 'roads.reasonLabel',
};
