import type { CampaignInput, OpsCampaign } from '@freight/contract/ops';
import { Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useT } from '../i18n';

// The terms of the two campaign games (docs/decisions/030) in the campaign editor: a cut price's
// target and cut bounds in yuan, its window and helpers' daily limit; a word collection's phrase
// and one weight per character. The server checks them again (one prize tier, bounds in order,
// 3 to 6 different characters, one weight each).

/** The form's values of the games' terms: money in yuan, weights as typed ("30, 30, 30, 10"). */
export interface GameTermsValues {
  cutPrice?: {
    targetYuan: number;
    minCutYuan: number;
    maxCutYuan: number;
    hours: number;
    helpsPerDay: number;
  };
  collectWords?: { phrase: string; weights: string };
}

const fen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100);

/** What the API takes for `kind` from the form. */
export function gameTermsInput(
  kind: CampaignInput['kind'],
  values: GameTermsValues,
): Pick<CampaignInput, 'cutPrice' | 'collectWords'> {
  const cut = values.cutPrice;
  const words = values.collectWords;
  return {
    cutPrice:
      kind === 'cut_price' && cut
        ? {
            targetFen: fen(cut.targetYuan),
            minCutFen: fen(cut.minCutYuan),
            maxCutFen: fen(cut.maxCutYuan),
            hours: cut.hours,
            helpsPerDay: cut.helpsPerDay,
          }
        : null,
    collectWords:
      kind === 'collect_words' && words
        ? {
            phrase: words.phrase.trim(),
            weights: words.weights
              .split(/[\s,，]+/)
              .filter(Boolean)
              .map(Number),
          }
        : null,
  };
}

/** The form's values of a saved campaign's terms. */
export function gameTermsValues(campaign: OpsCampaign): GameTermsValues {
  const { cutPrice, collectWords } = campaign;
  return {
    ...(cutPrice
      ? {
          cutPrice: {
            targetYuan: cutPrice.targetFen / 100,
            minCutYuan: cutPrice.minCutFen / 100,
            maxCutYuan: cutPrice.maxCutFen / 100,
            hours: cutPrice.hours,
            helpsPerDay: cutPrice.helpsPerDay,
          },
        }
      : {}),
    ...(collectWords
      ? {
          collectWords: {
            phrase: collectWords.phrase,
            weights: collectWords.weights.join(', '),
          },
        }
      : {}),
  };
}

/** A new game's terms, as a starting point. */
export const NEW_GAME_TERMS: GameTermsValues = {
  cutPrice: { targetYuan: 30, minCutYuan: 1, maxCutYuan: 8, hours: 24, helpsPerDay: 3 },
  collectWords: { phrase: '福满货运', weights: '30, 30, 30, 10' },
};

/** The card of the kind's terms; nothing for the other kinds. */
export function GameTermsCard({ kind }: { kind: CampaignInput['kind'] | undefined }) {
  const t = useT();
  if (kind === 'cut_price') {
    const money = (name: string, label: string) => (
      <Col span={6}>
        <Form.Item label={label} name={['cutPrice', name]} rules={[{ required: true }]}>
          <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    );
    return (
      <Card size="small" title={t('editor.cut')} style={{ marginTop: 16 }}>
        <Typography.Paragraph type="secondary">{t('editor.cut.hint')}</Typography.Paragraph>
        <Row gutter={16}>
          {money('targetYuan', t('editor.cut.target'))}
          {money('minCutYuan', t('editor.cut.min'))}
          {money('maxCutYuan', t('editor.cut.max'))}
          <Col span={3}>
            <Form.Item
              label={t('editor.cut.hours')}
              name={['cutPrice', 'hours']}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={168} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item
              label={t('editor.cut.helpsPerDay')}
              name={['cutPrice', 'helpsPerDay']}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    );
  }
  if (kind === 'collect_words') {
    return (
      <Card size="small" title={t('editor.words')} style={{ marginTop: 16 }}>
        <Typography.Paragraph type="secondary">{t('editor.words.hint')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label={t('editor.words.phrase')}
              name={['collectWords', 'phrase']}
              rules={[{ required: true, max: 6 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              label={t('editor.words.weights')}
              name={['collectWords', 'weights']}
              rules={[{ required: true }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    );
  }
  return null;
}
