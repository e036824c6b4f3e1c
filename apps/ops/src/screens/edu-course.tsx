import { EDU_OPTIONS } from '@freight/contract/endpoints/edu-values';
import {
  createEduQuestion,
  getEduCourseOps,
  lessonsText,
  type OpsEduCourse,
  type OpsEduQuestion,
  publishEduCourse,
  restoreEduQuestion,
  retireEduQuestion,
  unpublishEduCourse,
  updateEduCourse,
  updateEduQuestion,
} from '@freight/contract/ops';
import { sectionsFromText } from '@freight/contract/rules/sections';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
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
import { GREEN_TAG, GREY_TAG } from './epidemic-parts';
import { PhonePreview } from './phone-preview';
import { QueryState } from './query-state';
import { noRows, when } from './words';

const COURSE = { params: { course: 'track-deduction' as const } };

interface CourseForm {
  title: string;
  summary: string;
  passCorrect: number;
  lessonsText: string;
}

interface QuestionForm {
  text: string;
  options: string[];
  answer: number;
  explanation: string;
}

/**
 * Driver education's course and exam (ADR 045): the course's words, lessons and pass mark edited
 * with a preview as the H5's lesson page lays them out, published and unpublished; the exam's
 * questions in order, added (not asked until put in), edited (replaced by a new version), taken
 * out and put back. Each change is audited; a save over a colleague's newer course is refused.
 */
export function EduCourseScreen() {
  const t = useT();
  const { message, modal } = App.useApp();
  const mayChange = can(useOperator().data, 'operator');
  const course = useOpsQuery(getEduCourseOps, COURSE);
  const [editingCourse, setEditingCourse] = useState(false);
  const [editingQuestion, setEditingQuestion] = useState<OpsEduQuestion | 'new' | null>(null);
  const invalidates = [getEduCourseOps];
  const publish = useOpsMutation(publishEduCourse, {
    request: (updatedAt: string) => ({ ...COURSE, body: { updatedAt } }),
    invalidates,
    onSuccess: () => void message.success(t('eduCourse.published')),
  });
  const unpublish = useOpsMutation(unpublishEduCourse, {
    request: (updatedAt: string) => ({ ...COURSE, body: { updatedAt } }),
    invalidates,
    onSuccess: () => void message.success(t('eduCourse.unpublished')),
  });
  const retire = useOpsMutation(retireEduQuestion, {
    request: (id: number) => ({ params: { id } }),
    invalidates,
    onSuccess: () => void message.success(t('eduCourse.q.retired')),
  });
  const restore = useOpsMutation(restoreEduQuestion, {
    request: (id: number) => ({ params: { id } }),
    invalidates,
    onSuccess: () => void message.success(t('eduCourse.q.restored')),
  });
  // A refused step (a colleague's newer course) is said in a message; the dialog closes.
  const saves = {
    publish: useSave(publish),
    unpublish: useSave(unpublish),
    retire: useSave(retire),
    restore: useSave(restore),
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('eduCourse.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('eduCourse.hint')}</Typography.Text>
      </div>
      <QueryState query={course}>
        {(loaded) => {
          const asked = loaded.questions.filter((q) => q.active);
          const numberOf = (question: OpsEduQuestion) => loaded.questions.indexOf(question) + 1;
          const going = loaded.published ? 'unpublish' : 'publish';
          const step = loaded.published ? unpublish : publish;
          return (
            <>
              <Card
                size="small"
                title={loaded.title}
                extra={
                  <Tag style={loaded.published ? GREEN_TAG : GREY_TAG}>
                    {t(`eduCourse.state.${loaded.published ? 'yes' : 'no'}`)}
                  </Tag>
                }
              >
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('eduCourse.summary')}>
                    {loaded.summary}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('eduCourse.lessons')}>
                    {loaded.lessons.map((lesson) => lesson.heading).join(' / ')}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('eduCourse.questions')}>
                    {t('eduCourse.exam', { count: asked.length, pass: loaded.passCorrect })}
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Text type="secondary">
                  {t('eduCourse.updatedAt', { at: when(loaded.updatedAt) })}
                </Typography.Text>
                {mayChange ? (
                  <Space style={{ display: 'flex', marginTop: 12 }}>
                    <Button onClick={() => setEditingCourse(true)} disabled={editingCourse}>
                      {t('eduCourse.edit')}
                    </Button>
                    <Button
                      danger={loaded.published}
                      loading={step.isPending}
                      onClick={() =>
                        void modal.confirm({
                          title: t(`eduCourse.${going}`),
                          content: t(`eduCourse.${going}.confirm`),
                          onOk: () =>
                            saves[going].runAsync(loaded.updatedAt).catch(() => undefined),
                        })
                      }
                    >
                      {t(`eduCourse.${going}`)}
                    </Button>
                  </Space>
                ) : null}
              </Card>
              {mayChange && editingCourse ? (
                <LoadedCourseEditor onDone={() => setEditingCourse(false)} />
              ) : null}
              <div>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {t('eduCourse.questions')}
                </Typography.Title>
                <Typography.Text type="secondary">{t('eduCourse.questions.hint')}</Typography.Text>
              </div>
              {mayChange ? (
                <div>
                  <Button
                    onClick={() => setEditingQuestion('new')}
                    disabled={editingQuestion === 'new'}
                  >
                    {t('eduCourse.q.new')}
                  </Button>
                </div>
              ) : null}
              <Table<OpsEduQuestion>
                rowKey="id"
                size="small"
                dataSource={loaded.questions}
                locale={noRows(t)}
                pagination={false}
                columns={[
                  {
                    title: t('eduCourse.q.no'),
                    key: 'no',
                    width: 70,
                    render: (_, row) => numberOf(row),
                  },
                  {
                    title: t('eduCourse.q.text'),
                    key: 'text',
                    render: (_, row) => (
                      <Space direction="vertical" size={0}>
                        <Typography.Text strong>{row.text}</Typography.Text>
                        {row.options.map((option, i) => (
                          <Typography.Text
                            key={i}
                            type={i === row.answer ? undefined : 'secondary'}
                          >
                            {String.fromCharCode(65 + i)}. {option}
                            {i === row.answer ? t('eduCourse.q.right') : ''}
                          </Typography.Text>
                        ))}
                      </Space>
                    ),
                  },
                  {
                    title: t('eduCourse.q.state'),
                    key: 'state',
                    width: 110,
                    render: (_, row) => (
                      <Tag style={row.active ? GREEN_TAG : GREY_TAG}>
                        {t(`eduCourse.q.state.${row.active ? 'yes' : 'no'}`)}
                      </Tag>
                    ),
                  },
                  ...(mayChange
                    ? [
                        {
                          title: '',
                          key: 'actions',
                          width: 200,
                          render: (_: unknown, row: OpsEduQuestion) => {
                            const n = numberOf(row);
                            const move = row.active ? retire : restore;
                            const verb = row.active ? 'retire' : 'restore';
                            return (
                              <Space>
                                <Button
                                  size="small"
                                  aria-label={t('eduCourse.q.edit.named', { n })}
                                  onClick={() => setEditingQuestion(row)}
                                >
                                  {t('eduCourse.q.edit')}
                                </Button>
                                <Button
                                  size="small"
                                  danger={row.active}
                                  aria-label={t(`eduCourse.q.${verb}.named`, { n })}
                                  loading={move.isPending && move.variables === row.id}
                                  onClick={() =>
                                    void modal.confirm({
                                      title: t(`eduCourse.q.${verb}.named`, { n }),
                                      content: t(`eduCourse.q.${verb}.confirm`),
                                      onOk: () =>
                                        saves[verb].runAsync(row.id).catch(() => undefined),
                                    })
                                  }
                                >
                                  {t(`eduCourse.q.${verb}`)}
                                </Button>
                              </Space>
                            );
                          },
                        },
                      ]
                    : []),
                ]}
              />
              {mayChange && editingQuestion !== null ? (
                <QuestionEditor
                  key={editingQuestion === 'new' ? 'new' : editingQuestion.id}
                  question={editingQuestion === 'new' ? null : editingQuestion}
                  number={editingQuestion === 'new' ? 0 : numberOf(editingQuestion)}
                  onDone={() => setEditingQuestion(null)}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Space>
  );
}

/**
 * The course read again at each opening of its editor, so an editor reopened after a refused save
 * (a colleague's newer version) starts from that version.
 */
function LoadedCourseEditor({ onDone }: { onDone: () => void }) {
  const course = useOpsQuery(getEduCourseOps, COURSE, { refetchOnMount: 'always' });
  return (
    <QueryState query={course}>
      {(loaded) => <CourseEditor key={loaded.updatedAt} course={loaded} onDone={onDone} />}
    </QueryState>
  );
}

function CourseEditor({ course, onDone }: { course: OpsEduCourse; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CourseForm>();
  const text = (Form.useWatch('lessonsText', form) as string | undefined) ?? '';
  const title = (Form.useWatch('title', form) as string | undefined) ?? '';
  const summary = (Form.useWatch('summary', form) as string | undefined) ?? '';
  const passCorrect = Form.useWatch('passCorrect', form);
  const asked = course.questions.filter((q) => q.active).length;
  const save = useOpsMutation(updateEduCourse, {
    request: (fields: CourseForm) => ({
      ...COURSE,
      body: { ...fields, updatedAt: course.updatedAt },
    }),
    invalidates: [getEduCourseOps],
    onSuccess: () => {
      void message.success(t('eduCourse.saved'));
      onDone();
    },
  });
  return (
    <EditorCard<CourseForm>
      title={t('eduCourse.editing')}
      notice={course.published ? { text: t('eduCourse.livePublished') } : undefined}
      form={form}
      name="edu-course"
      initialValues={{
        title: course.title,
        summary: course.summary,
        passCorrect: course.passCorrect,
        lessonsText: course.lessonsText,
      }}
      save={save}
      labels={{
        title: 'eduCourse.courseTitle',
        summary: 'eduCourse.summary',
        passCorrect: 'eduCourse.passCorrect',
        lessonsText: 'eduCourse.lessons',
      }}
      onCancel={onDone}
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Form.Item
            label={t('eduCourse.courseTitle')}
            name="title"
            rules={[{ required: true, whitespace: true, max: 60 }]}
          >
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item
            label={t('eduCourse.summary')}
            name="summary"
            rules={[{ required: true, whitespace: true, max: 200 }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item
            label={t('eduCourse.passCorrect')}
            name="passCorrect"
            extra={t('eduCourse.passCorrect.hint')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={30} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            label={t('eduCourse.lessons')}
            name="lessonsText"
            required
            extra={t('eduCourse.lessons.hint')}
            rules={[
              {
                validator: async (_, value: unknown) => {
                  if (lessonsText.safeParse(value).success) return;
                  throw new Error(t('eduCourse.lessons.rule'));
                },
              },
            ]}
          >
            <Input.TextArea rows={16} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={10}>
          <LessonPreview
            title={title}
            summary={summary}
            text={text}
            count={asked}
            pass={typeof passCorrect === 'number' ? passCorrect : course.passCorrect}
          />
        </Col>
      </Row>
    </EditorCard>
  );
}

/**
 * The lesson page as the H5 lays it out (apps/h5 edu-learning.tsx) at a phone's 375 px: the title
 * and summary, each lesson headed "第 n 课" and its heading, then the exam's card with its count
 * and pass mark.
 */
function LessonPreview(props: {
  title: string;
  summary: string;
  text: string;
  count: number;
  pass: number;
}) {
  const t = useT();
  const lessons = sectionsFromText(props.text);
  return (
    <PhonePreview title={t('eduCourse.preview')} testId="lesson-preview">
      <header style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }} lang="zh-CN">
          {props.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} lang="zh-CN">
          {props.summary}
        </Typography.Paragraph>
      </header>
      {lessons.length === 0 ? (
        <Typography.Text type="secondary">{t('epidemic.preview.empty')}</Typography.Text>
      ) : (
        lessons.map((lesson, index) => (
          <section key={index} lang="zh-CN">
            <Typography.Title level={4} style={{ marginTop: index === 0 ? 0 : 16 }}>
              {t('eduCourse.preview.lesson', { n: index + 1, heading: lesson.heading })}
            </Typography.Title>
            {lesson.paragraphs.map((paragraph, at) => (
              <Typography.Paragraph key={at}>{paragraph}</Typography.Paragraph>
            ))}
          </section>
        ))
      )}
      <section style={{ borderTop: '1px solid #d9d9d9', paddingTop: 12 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('eduCourse.preview.examTitle')}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('eduCourse.preview.examText', { count: props.count, pass: props.pass })}
        </Typography.Paragraph>
      </section>
    </PhonePreview>
  );
}

function QuestionEditor({
  question,
  number,
  onDone,
}: {
  question: OpsEduQuestion | null;
  number: number;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<QuestionForm>();
  const options = (Form.useWatch('options', form) as QuestionForm['options'] | undefined) ?? [];
  const done = () => {
    void message.success(t('eduCourse.q.saved'));
    onDone();
  };
  const invalidates = [getEduCourseOps];
  const create = useOpsMutation(createEduQuestion, {
    request: (fields: QuestionForm) => ({ ...COURSE, body: fields }),
    invalidates,
    onSuccess: done,
  });
  const update = useOpsMutation(updateEduQuestion, {
    request: (fields: QuestionForm) => ({ params: { id: question?.id ?? 0 }, body: fields }),
    invalidates,
    onSuccess: done,
  });
  const save = question ? update : create;
  return (
    <EditorCard<QuestionForm>
      title={question ? t('eduCourse.q.editing', { n: number }) : t('eduCourse.q.newTitle')}
      notice={question ? { type: 'info', text: t('eduCourse.q.editing.hint') } : undefined}
      form={form}
      name="edu-question"
      formStyle={{ maxWidth: 720 }}
      initialValues={
        question
          ? {
              text: question.text,
              options: question.options,
              answer: question.answer,
              explanation: question.explanation,
            }
          : { options: ['', ''], answer: 0 }
      }
      save={save}
      labels={{
        text: 'eduCourse.q.text',
        options: 'eduCourse.q.options',
        answer: 'eduCourse.q.answer',
        explanation: 'eduCourse.q.explanation',
      }}
      saveText="eduCourse.q.save"
      onCancel={onDone}
    >
      <Form.Item
        label={t('eduCourse.q.text')}
        name="text"
        rules={[{ required: true, whitespace: true, max: 300 }]}
      >
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Form.Item label={t('eduCourse.q.options')} required>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={field.name}
                  rules={[{ required: true, whitespace: true, max: 120 }]}
                  style={{ width: 520, marginBottom: 8 }}
                >
                  <Input
                    maxLength={120}
                    aria-label={t('eduCourse.q.option', { n: i + 1 })}
                    addonBefore={String.fromCharCode(65 + i)}
                  />
                </Form.Item>
                {fields.length > EDU_OPTIONS.min ? (
                  <Button
                    size="small"
                    aria-label={t('eduCourse.q.option.remove', { n: i + 1 })}
                    onClick={() => {
                      remove(field.name);
                      if (form.getFieldValue('answer') >= fields.length - 1) {
                        form.setFieldValue('answer', 0);
                      }
                    }}
                  >
                    −
                  </Button>
                ) : null}
              </Space>
            ))}
            {fields.length < EDU_OPTIONS.max ? (
              <Button size="small" onClick={() => add('')}>
                {t('eduCourse.q.option.add')}
              </Button>
            ) : null}
          </Form.Item>
        )}
      </Form.List>
      <Form.Item label={t('eduCourse.q.answer')} name="answer" rules={[{ required: true }]}>
        <Radio.Group
          options={options.map((option, i) => ({
            value: i,
            label: `${String.fromCharCode(65 + i)}${option ? `. ${option}` : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('eduCourse.q.explanation')}
        name="explanation"
        rules={[{ required: true, whitespace: true, max: 300 }]}
      >
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </EditorCard>
  );
}
