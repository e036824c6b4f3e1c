import { Alert, App, Button, Card, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { OpsApiError } from '../api';
import { type MessageKey, useT } from '../i18n';

// A console form's save, one way on every form (docs/decisions/008, amended 2026-11-30): antd's
// Form owns the values; `useSave` runs the save and owns its refusal. A 422's fields are marked
// at the form's fields of the same names and listed under the server's words (`Refusal`), in the
// form; a change made without a form (a row's button, a confirmation) says its refusal in a
// message, in the same words. The content editors share the card below, which uses it.

/** What the server refused at fields a form has: the fields' errors, for `form.setFields`. */
export function refusedFields(
  error: unknown,
  /** The names of the form's fields (antd's name paths). */
  names: readonly (string | number)[][],
  /** A refused field's name in the form when it differs from the request's (`faceValueFen`). */
  at: Readonly<Record<string, string>> = {},
): { name: (string | number)[]; errors: string[] }[] {
  if (!(error instanceof OpsApiError)) return [];
  const marked = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const problem of error.fields) {
    const field = at[problem.field] ?? problem.field;
    const name = names.find((each) => each.join('.') === field);
    if (!name) continue;
    const entry = marked.get(field) ?? { name, errors: [] };
    entry.errors.push(problem.message ?? error.message);
    marked.set(field, entry);
  }
  return [...marked.values()];
}

/**
 * A refusal as the server worded it; a 422's fields listed under it, by their labels here. The
 * fields a form has are also marked at the field (`useSave`).
 */
function Refusal({
  error,
  labels = {},
  style,
}: {
  error: Error | null;
  labels?: Partial<Record<string, MessageKey>>;
  style?: CSSProperties;
}) {
  const t = useT();
  if (!error) return null;
  const problems = error instanceof OpsApiError ? error.fields : [];
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      message={error.message}
      description={
        problems.length > 0 ? (
          <>
            {t('epidemic.refused.fields')}
            <ul style={{ margin: 0 }}>
              {problems.map((problem, index) => {
                const label = labels[problem.field];
                return (
                  <li key={`${problem.field}-${index}`}>
                    {label ? t(label) : problem.field}
                    {problem.message ? `: ${problem.message}` : ''}
                  </li>
                );
              })}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}

/** What a save's caller may add to it: `useMutation`'s own per-call handlers. */
export interface SaveThen<A> {
  onSuccess?: (answer: A) => void;
  onError?: (error: Error) => void;
}

/** What a save needs of its mutation: `useOpsMutation`'s (or `useMutation`'s) answer fits. */
export interface SaveMutation<V, A = unknown> {
  isPending: boolean;
  error: Error | null;
  mutateAsync: (variables: V, then?: SaveThen<A>) => Promise<A>;
}

export interface Save<V, A = unknown> {
  /** Sends (`<Form onFinish={save.run}>`, a button's click); a refusal is shown, not thrown. */
  run: (variables: V, then?: SaveThen<A>) => void;
  /** Sends and answers the promise, which a refusal rejects once shown (a confirmation's OK). */
  runAsync: (variables: V, then?: SaveThen<A>) => Promise<A>;
  /** The refusal where the form shows it, above its buttons; nothing without one or a form. */
  refusal: (style?: CSSProperties) => ReactNode;
}

const valuesOf = (form: FormInstance) => JSON.stringify(form.getFieldsValue(true));

/**
 * A form's refusal while its values are those refused: once the operator changes any of them, it
 * has been read and acted on, and leaves (each field's own mark goes as it is edited).
 */
function RefusalUntilEdited({
  form,
  refused,
  children,
}: {
  form: FormInstance;
  refused: string | null;
  children: ReactNode;
}) {
  // Watching the whole form renders this again on every edit.
  Form.useWatch([], form);
  // A refusal not sent through the save (`refused` null) is shown as it is.
  return refused === null || refused === valuesOf(form) ? children : null;
}

/**
 * Runs a save and shows its refusal, the one way of the console's forms. With `form`: one save at
 * a time (a second click while the first is on its way gets the first's answer), a 422's fields
 * marked at the form's fields (`at` names those named otherwise in the request), and the refusal
 * in the server's words, its fields named by `labels`, where the form puts `refusal()`. Without
 * a form: the refusal in a message, in the same words.
 */
export function useSave<V, A = unknown>(
  mutation: SaveMutation<V, A>,
  {
    form,
    labels,
    at,
  }: {
    form?: FormInstance;
    labels?: Partial<Record<string, MessageKey>>;
    at?: Readonly<Record<string, string>>;
  } = {},
): Save<V, A> {
  const { message } = App.useApp();
  const flight = useRef<Promise<A> | null>(null);
  // The values a refusal answered (`RefusalUntilEdited`).
  const refused = useRef<string | null>(null);
  const runAsync = (variables: V, then?: SaveThen<A>): Promise<A> => {
    if (form && flight.current) return flight.current;
    const sent = mutation.mutateAsync(variables, then).catch((error: unknown) => {
      if (form) {
        refused.current = valuesOf(form);
        const names = form.getFieldsError().map((field) => field.name);
        form.setFields(refusedFields(error, names, at));
      } else {
        void message.error(error instanceof Error ? error.message : String(error));
      }
      throw error;
    });
    if (form) {
      flight.current = sent;
      const landed = () => {
        flight.current = null;
      };
      void sent.then(landed, landed);
    }
    return sent;
  };
  return {
    run: (variables, then) => {
      // Shown above: the rejection has nothing more to say.
      void runAsync(variables, then).catch(() => undefined);
    },
    runAsync,
    refusal: (style) =>
      form && mutation.error ? (
        <RefusalUntilEdited form={form} refused={refused.current}>
          <Refusal error={mutation.error} labels={labels} style={style} />
        </RefusalUntilEdited>
      ) : null,
  };
}

/**
 * A content editor's card, as the console's editors share it: scrolled into view when it opens,
 * its title, a notice above the form (a warning when readers see a save at once), the form, the
 * server's refusal with its fields named by `labels` (`useSave`), and Save and Cancel.
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
  save: SaveMutation<F>;
  labels: Partial<Record<string, MessageKey>>;
  saveText?: MessageKey;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const saving = useSave(save, { form, labels });
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
        onFinish={saving.run}
      >
        {children}
        {saving.refusal({ marginBottom: 16 })}
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
