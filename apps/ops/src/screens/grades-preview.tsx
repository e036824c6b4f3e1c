import type { OpsGrades } from '@freight/contract/ops';
import { Radio, Typography } from 'antd';
import { useT } from '../i18n';

// The grades screen's preview (its editors in grades-editors.tsx show it): a level as the H5's
// grade rules list it, in Chinese or English whatever the console's language, the switch between
// the two, and the H5's own words for a level's name, its threshold and where a right starts.

export type Basis = OpsGrades['basis'];
export type Language = 'zh' | 'en';

/** The preview's language, Chinese or English, whatever the console's. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useT();
  return (
    <Radio.Group
      size="small"
      aria-label={t('grades.preview.language')}
      optionType="button"
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}

/** H5's words for the preview, in the preview's language (apps/h5 loyalty i18n, grade). */
export const H5_WORDS = {
  zh: {
    level: (level: number, name: string) => `V${level} ${name}`,
    start: '注册即可获得',
    completed_shipments: (count: number) => `累计完成 ${count} 单`,
    carried_loads: (count: number) => `累计承运完成 ${count} 车`,
    from: (level: number) => `V${level} 起享有`,
  },
  en: {
    level: (level: number, name: string) => `V${level} ${name}`,
    start: 'From sign-up',
    completed_shipments: (count: number) => `From ${count} completed shipments`,
    carried_loads: (count: number) => `From ${count} completed loads`,
    from: (level: number) => `from V${level}`,
  },
} as const;

/**
 * A level as the H5's grade rules list it (GradeTable in apps/h5's loyalty grade.tsx): "V3 name",
 * its threshold, and its rights (title: summary), retired ones left out.
 */
export function LevelPreview({
  basis,
  level,
  name,
  minCount,
  rights,
  language,
}: {
  basis: Basis;
  level: number;
  name: string;
  minCount: number | null;
  rights: readonly { title: string; summary: string; key: string }[];
  language: Language;
}) {
  const words = H5_WORDS[language];
  return (
    <ol start={level} style={{ paddingLeft: 20, margin: 0 }}>
      <li>
        <Typography.Text strong>{words.level(level, name)}</Typography.Text>
        <br />
        {minCount === null ? null : minCount === 0 ? words.start : words[basis](minCount)}
        {rights.length > 0 ? (
          <ul style={{ paddingLeft: 20 }}>
            {rights.map((right) => (
              <li key={right.key}>
                {right.title}: {right.summary}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    </ol>
  );
}
