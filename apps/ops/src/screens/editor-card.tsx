import { Alert, Button, Card, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { type MessageKey, useT } from '../i18n';
import { Refusal } from './epidemic-parts';

/** What an editor needs of its save: `useOpsMutation`'s answer fits. */
export interface EditorSave<F> {
  isPending: boolean;
  error: Error | null;
  mutate: (fields: F) => void;
}

/**
 * A content editor's card, as the console's editors share it: scrolled into view when it opens,
 * its title, a notice above the form (a warning when readers see a save at once), the form, the
 * server's refusal with its fields named by `labels`, and Save and Cancel. One save at a time: a
 * second click while the first is on its way does nothing.
 */
export function EditorCard<F extends object>({
  title,
  notice,
  form,
  name,
  initialValues,
  formStyle,
  save,
  labels,
  saveText = 'editor.save',
  onCancel,
  children,
}: {
  title: ReactNode;
  notice?: { text: string; type?: 'warning' | 'info' };
  form: FormInstance<F>;
  /** The form's name, also its element's id. */
  name: string;
  initialValues: Partial<F>;
  formStyle?: CSSProperties;
  save: EditorSave<F>;
  labels: Partial<Record<string, MessageKey>>;
  saveText?: MessageKey;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an arrow's value: newer browsers answer scrollIntoView with a promise.
    void card.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Card ref={card} size="small" title={title}>
      {notice ? (
        <Alert
          type={notice.type ?? 'warning'}
          showIcon
          message={notice.text}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<F>
        form={form}
        layout="vertical"
        name={name}
        style={formStyle}
        initialValues={initialValues}
        onFinish={(fields) => {
          if (!save.isPending) save.mutate(fields);
        }}
      >
        {children}
        {save.error ? (
          <div style={{ marginBottom: 16 }}>
            <Refusal error={save.error} labels={labels} />
          </div>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(saveText)}
          </Button>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
