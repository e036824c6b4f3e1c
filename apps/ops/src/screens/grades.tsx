import {
  listGradesOps,
  type OpsGradeLevel,
  type OpsGradeRight,
  type OpsGrades,
  restoreGradeRight,
  retireGradeRight,
} from '@freight/contract/ops';
import { App, Button, Card, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { GREEN_TAG, GREY_TAG } from './epidemic-parts';
import { Editor, type Editing } from './grades-editors';
import type { Basis } from './grades-preview';
import { QueryState } from './query-state';
import { when } from './words';

type UserType = 1 | 3;

/**
 * Grades and their rights (ADR 046): the levels of shippers or drivers with their thresholds and
 * rights, as the H5's grade pages show them; an operator renames a level, moves its threshold, adds
 * a level on top, and writes, reorders, retires and restores rights, each with a 375 px preview.
 * Each change is audited; a save over a colleague's newer one is refused (409).
 */
export function GradesScreen() {
  const t = useT();
  const operator = useOperator().data;
  const mayChange = can(operator, 'operator');
  const [userType, setUserType] = useState<UserType>(3);
  const [editing, setEditing] = useState<Editing>(null);
  const grades = useOpsQuery(listGradesOps, { query: { userType } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('grades.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('grades.hint')}</Typography.Text>
      </div>
      <Space size="large" wrap>
        <Radio.Group
          aria-label={t('grades.userType')}
          optionType="button"
          value={userType}
          onChange={(event) => {
            setEditing(null);
            setUserType(event.target.value as UserType);
          }}
          options={([3, 1] as const).map((value) => ({
            value,
            label: t(`grades.userType.${value}`),
          }))}
        />
        {mayChange ? (
          <Button
            onClick={() => setEditing({ kind: 'level', level: 'new' })}
            disabled={editing?.kind === 'level' && editing.level === 'new'}
          >
            {t('grades.newLevel')}
          </Button>
        ) : null}
      </Space>
      <QueryState query={grades}>
        {(data) => (
          <>
            {data.levels.map((level) => (
              <LevelCard
                key={level.level}
                data={data}
                level={level}
                mayChange={mayChange}
                onEdit={setEditing}
              />
            ))}
            {mayChange && editing ? (
              <Editor
                key={`${userType}-${JSON.stringify(editing)}`}
                data={data}
                editing={editing}
                onDone={() => setEditing(null)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </Space>
  );
}

function thresholdText(t: ReturnType<typeof useT>, basis: Basis, minCount: number): string {
  return minCount === 0
    ? t('grades.threshold.start')
    : t(`grades.threshold.${basis}`, { count: minCount });
}

function OriginTag({ editedAt, editedBy }: { editedAt: string | null; editedBy: string | null }) {
  const t = useT();
  return editedAt ? (
    <Tag
      style={GREEN_TAG}
      title={t('grades.editedBy', { who: editedBy ?? '', at: when(editedAt) })}
    >
      {t('grades.origin.edited')}
    </Tag>
  ) : (
    <Tag style={GREY_TAG}>{t('grades.origin.seed')}</Tag>
  );
}

function LevelCard({
  data,
  level,
  mayChange,
  onEdit,
}: {
  data: OpsGrades;
  level: OpsGradeLevel;
  mayChange: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const t = useT();
  const both = useBilingual();
  const { message, modal } = App.useApp();
  const name = both(level.nameZh, level.nameEn);
  const invalidates = [listGradesOps];
  const retire = useOpsMutation(retireGradeRight, {
    request: (right: OpsGradeRight) => ({
      params: { id: right.id },
      body: { updatedAt: right.updatedAt },
    }),
    invalidates,
    onSuccess: () => void message.success(t('grades.retired')),
  });
  const restore = useOpsMutation(restoreGradeRight, {
    request: (right: OpsGradeRight) => ({
      params: { id: right.id },
      body: { updatedAt: right.updatedAt },
    }),
    invalidates,
    onSuccess: () => void message.success(t('grades.restored')),
  });
  // Refused (a colleague did it first): said in a message.
  const retiring = useSave(retire);
  const restoring = useSave(restore);
  const step = (right: OpsGradeRight) => {
    const going = right.retired ? 'restore' : 'retire';
    const mutation = right.retired ? restore : retire;
    const saving = right.retired ? restoring : retiring;
    const title = both(right.titleZh, right.titleEn);
    return (
      <Button
        size="small"
        danger={!right.retired}
        aria-label={t(`grades.${going}.named`, { title })}
        loading={mutation.isPending && mutation.variables.id === right.id}
        onClick={() =>
          void modal.confirm({
            title: t(`grades.${going}.named`, { title }),
            content: t(`grades.${going}.confirm`, { title }),
            // Refused (a colleague did it first): the message says so and the dialog closes.
            onOk: () => saving.runAsync(right).catch(() => undefined),
          })
        }
      >
        {t(`grades.${going}`)}
      </Button>
    );
  };
  return (
    <Card
      size="small"
      data-testid={`grade-level-${level.level}`}
      title={
        <Space wrap>
          <span>{t('grades.levelNamed', { level: level.level, name })}</span>
          <Typography.Text type="secondary">
            {both(level.nameEn, level.nameZh)} · {thresholdText(t, data.basis, level.minCount)}
          </Typography.Text>
          <OriginTag editedAt={level.editedAt} editedBy={level.editedBy} />
        </Space>
      }
      extra={
        mayChange ? (
          <Space>
            <Button
              size="small"
              aria-label={t('grades.editLevel.named', { level: level.level, name })}
              onClick={() => onEdit({ kind: 'level', level: level.level })}
            >
              {t('grades.editLevel')}
            </Button>
            <Button
              size="small"
              aria-label={t('grades.newRight.named', { level: level.level, name })}
              onClick={() => onEdit({ kind: 'newRight', level: level.level })}
            >
              {t('grades.newRight')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Table<OpsGradeRight>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={level.rights}
        locale={{ emptyText: t('grades.rights.none') }}
        columns={[
          { title: t('grades.position'), dataIndex: 'position', width: 70 },
          {
            title: t('grades.right'),
            key: 'right',
            render: (_, right) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{both(right.titleZh, right.titleEn)}</Typography.Text>
                <Typography.Text>{both(right.summaryZh, right.summaryEn)}</Typography.Text>
                <Typography.Text type="secondary">{right.slug}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('grades.state'),
            key: 'state',
            width: 100,
            render: (_, right) => (
              <Tag style={right.retired ? GREY_TAG : GREEN_TAG}>
                {t(right.retired ? 'grades.state.retired' : 'grades.state.shown')}
              </Tag>
            ),
          },
          {
            title: t('grades.origin'),
            key: 'origin',
            width: 110,
            render: (_, right) => <OriginTag editedAt={right.editedAt} editedBy={right.editedBy} />,
          },
          ...(mayChange
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, right: OpsGradeRight) => (
                    <Space>
                      <Button
                        size="small"
                        aria-label={t('grades.editRight.named', {
                          title: both(right.titleZh, right.titleEn),
                        })}
                        onClick={() => onEdit({ kind: 'right', id: right.id })}
                      >
                        {t('grades.editRight')}
                      </Button>
                      {step(right)}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
