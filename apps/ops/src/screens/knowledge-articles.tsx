import { KNOWLEDGE_CATEGORIES, KNOWLEDGE_ID } from '@freight/contract/endpoints/knowledge-values';
import {
  type ArticleListQuery,
  createArticle,
  getArticleOps,
  listArticlesOps,
  type OpsArticle,
  type OpsArticleRow,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from '@freight/contract/ops';
import {
  App,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { EditorCard, useSave } from './editor-card';
import { GREEN_TAG, GREY_TAG, Sections, sectionsRule } from './epidemic-parts';
import { PhonePreview } from './phone-preview';
import { QueryState } from './query-state';
import { halfWidth, noRows, pagerOf, when } from './words';

type Filters = Pick<ArticleListQuery, 'category' | 'published' | 'q'>;

interface ArticleForm {
  id: string;
  category: OpsArticle['category'];
  title: string;
  summary: string;
  position: number;
  text: string;
}

/**
 * The knowledge base's articles (ADR 043): every one, drafts too, by category and position; an
 * operator writes a new one (a draft), edits one with a preview as the H5 shows it, publishes and
 * unpublishes. Each change is audited; a save over a colleague's newer one is refused (409).
 */
export function KnowledgeArticlesScreen() {
  const t = useT();
  const { message, modal } = App.useApp();
  const operator = useOperator().data;
  const mayChange = can(operator, 'operator');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useOpsQuery(listArticlesOps, { query: { page, pageSize: 20, ...filters } });
  const publish = useOpsMutation(publishArticle, {
    request: (id: string) => ({ params: { id } }),
    invalidates: [listArticlesOps, getArticleOps],
    onSuccess: () => void message.success(t('articles.published')),
  });
  const unpublish = useOpsMutation(unpublishArticle, {
    request: (id: string) => ({ params: { id } }),
    invalidates: [listArticlesOps, getArticleOps],
    onSuccess: () => void message.success(t('articles.unpublished')),
  });
  const publishing = useSave(publish);
  const unpublishing = useSave(unpublish);
  const step = (row: OpsArticleRow) => {
    const going = row.published ? 'unpublish' : 'publish';
    const mutation = row.published ? unpublish : publish;
    const saving = row.published ? unpublishing : publishing;
    return (
      <Button
        size="small"
        danger={row.published}
        aria-label={t(`articles.${going}.named`, { title: row.title })}
        loading={mutation.isPending && mutation.variables === row.id}
        onClick={() =>
          void modal.confirm({
            title: t(`articles.${going}.named`, { title: row.title }),
            content: t(`articles.${going}.confirm`, { title: row.title }),
            // Refused (a colleague did it first): the message says so and the dialog closes.
            onOk: () => saving.runAsync(row.id).catch(() => undefined),
          })
        }
      >
        {t(`articles.${going}`)}
      </Button>
    );
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('articles.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('articles.hint')}</Typography.Text>
      </div>
      <Space size="large" wrap align="start">
        <Form
          layout="inline"
          name="article-filters"
          onFinish={(fields: Filters) => {
            setPage(1);
            const q = halfWidth(fields.q ?? '').trim();
            setFilters({
              ...(fields.category ? { category: fields.category } : {}),
              ...(fields.published ? { published: fields.published } : {}),
              ...(q ? { q } : {}),
            });
          }}
        >
          <Form.Item label={t('articles.category')} name="category">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 170 }}
              placeholder={t('articles.any')}
              options={KNOWLEDGE_CATEGORIES.map((category) => ({
                value: category,
                label: t(`articles.category.${category}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('articles.state')} name="published">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 120 }}
              placeholder={t('articles.any')}
              options={(['yes', 'no'] as const).map((value) => ({
                value,
                label: t(`articles.state.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('articles.q')} name="q">
            <Input placeholder={t('articles.q.placeholder')} allowClear maxLength={40} />
          </Form.Item>
          <Button htmlType="submit" type="primary">
            {t('articles.filter')}
          </Button>
        </Form>
        {mayChange ? (
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('articles.new')}
          </Button>
        ) : null}
      </Space>
      <QueryState query={list}>
        {(data) => (
          <Table<OpsArticleRow>
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('articles.category'),
                key: 'category',
                render: (_, row) => t(`articles.category.${row.category}`),
                width: 150,
              },
              {
                title: t('articles.article'),
                key: 'article',
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{row.title}</Typography.Text>
                    <Typography.Text type="secondary">{row.id}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('articles.state'),
                key: 'state',
                render: (_, row) => (
                  <Tag style={row.published ? GREEN_TAG : GREY_TAG}>
                    {t(`articles.state.${row.published ? 'yes' : 'no'}`)}
                  </Tag>
                ),
                width: 100,
              },
              { title: t('articles.position'), dataIndex: 'position', width: 80 },
              {
                title: t('articles.updatedAt'),
                key: 'updatedAt',
                render: (_, row) => when(row.updatedAt),
                width: 150,
              },
              ...(mayChange
                ? [
                    {
                      title: '',
                      key: 'actions',
                      width: 170,
                      render: (_: unknown, row: OpsArticleRow) => (
                        <Space>
                          <Button
                            size="small"
                            aria-label={t('articles.edit.named', { title: row.title })}
                            onClick={() => setEditing(row.id)}
                          >
                            {t('articles.edit')}
                          </Button>
                          {step(row)}
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {mayChange && editing === 'new' ? (
        <ArticleEditor key="new" article={null} onDone={() => setEditing(null)} />
      ) : null}
      {mayChange && editing !== null && editing !== 'new' ? (
        <LoadedEditor key={editing} id={editing} onDone={() => setEditing(null)} />
      ) : null}
    </Space>
  );
}

/**
 * An article read whole (its text) before its editor opens: read again at each opening, so an
 * editor reopened after a refused save (a colleague's newer version) starts from that version.
 */
function LoadedEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const article = useOpsQuery(getArticleOps, { params: { id } }, { refetchOnMount: 'always' });
  return (
    <QueryState query={article}>
      {(loaded) => <ArticleEditor key={loaded.updatedAt} article={loaded} onDone={onDone} />}
    </QueryState>
  );
}

function ArticleEditor({ article, onDone }: { article: OpsArticle | null; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleForm>();
  const text = (Form.useWatch('text', form) as string | undefined) ?? '';
  const title = (Form.useWatch('title', form) as string | undefined) ?? '';
  const summary = (Form.useWatch('summary', form) as string | undefined) ?? '';
  const category = Form.useWatch('category', form) as ArticleForm['category'] | undefined;
  const done = () => {
    void message.success(t('articles.saved'));
    onDone();
  };
  const invalidates = [listArticlesOps, getArticleOps];
  const create = useOpsMutation(createArticle, {
    request: (fields: ArticleForm) => ({ body: fields }),
    invalidates,
    onSuccess: done,
  });
  const update = useOpsMutation(updateArticle, {
    request: ({ id, ...fields }: ArticleForm) => ({
      params: { id },
      body: { ...fields, updatedAt: article?.updatedAt ?? '' },
    }),
    invalidates,
    onSuccess: done,
  });
  const save = article ? update : create;
  return (
    <EditorCard<ArticleForm>
      title={article ? t('articles.editing', { title: article.title }) : t('articles.newTitle')}
      notice={article?.published ? { text: t('articles.livePublished') } : undefined}
      form={form}
      name="article"
      initialValues={
        article
          ? {
              id: article.id,
              category: article.category,
              title: article.title,
              summary: article.summary,
              position: article.position,
              text: article.text,
            }
          : { position: 0 }
      }
      save={save}
      labels={{
        id: 'articles.id',
        category: 'articles.category',
        title: 'epidemic.field.title',
        summary: 'articles.summary',
        position: 'articles.position',
        text: 'articles.text',
      }}
      onCancel={onDone}
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Form.Item
            label={t('articles.id')}
            name="id"
            extra={article ? undefined : t('articles.id.hint')}
            normalize={(value: string) => halfWidth(value).trim().toLowerCase()}
            rules={[
              { required: true, message: t('articles.id.rule') },
              {
                validator: async (_, value: unknown) => {
                  if (typeof value === 'string' && KNOWLEDGE_ID.test(value) && value !== 'general')
                    return;
                  if (!value) return;
                  throw new Error(t('articles.id.rule'));
                },
              },
            ]}
          >
            <Input maxLength={40} disabled={article !== null} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item
                label={t('articles.category')}
                name="category"
                rules={[{ required: true }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={KNOWLEDGE_CATEGORIES.map((each) => ({
                    value: each,
                    label: t(`articles.category.${each}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                label={t('articles.position')}
                name="position"
                tooltip={t('articles.position.hint')}
                rules={[{ required: true }]}
              >
                <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label={t('epidemic.field.title')}
            name="title"
            rules={[{ required: true, whitespace: true, max: 60 }]}
          >
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item
            label={t('articles.summary')}
            name="summary"
            rules={[{ required: true, whitespace: true, max: 120 }]}
          >
            <Input maxLength={120} showCount />
          </Form.Item>
          <Form.Item
            label={t('articles.text')}
            name="text"
            required
            extra={t('epidemic.text.hint')}
            rules={[sectionsRule(t)]}
          >
            <Input.TextArea rows={14} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={10}>
          <PhonePreview title={t('articles.preview')} testId="sections-preview">
            <header style={{ marginBottom: 12 }}>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {title}
              </Typography.Title>
              {category ? (
                <Typography.Text type="secondary">
                  {t('articles.preview.meta', {
                    category: t(`articles.category.${category}`),
                    // As the H5 writes it: the Beijing day, YYYY-MM-DD.
                    date: when(article?.updatedAt ?? new Date().toISOString())
                      .slice(0, 10)
                      .replaceAll('/', '-'),
                  })}
                </Typography.Text>
              ) : null}
              {summary ? (
                <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                  {summary}
                </Typography.Paragraph>
              ) : null}
            </header>
            <Sections text={text} />
          </PhonePreview>
        </Col>
      </Row>
    </EditorCard>
  );
}
