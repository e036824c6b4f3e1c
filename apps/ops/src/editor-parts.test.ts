import { Form } from 'antd';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpsApiError } from './api';
import { EditorCard, type SaveMutation } from './screens/editor-card';
import { PhonePreview } from './screens/phone-preview';

interface Fields {
  title: string;
}

function card(props: { save: SaveMutation<Fields>; notice?: { text: string; type?: 'info' } }) {
  function Editor() {
    const [form] = Form.useForm<Fields>();
    return createElement(EditorCard<Fields>, {
      title: '编辑：夜间行车',
      notice: props.notice,
      form,
      name: 'story',
      initialValues: { title: '夜间行车' },
      save: props.save,
      labels: { title: 'articles.summary' },
      onCancel: () => undefined,
      children: createElement('p', null, '表单内容'),
    });
  }
  return renderToStaticMarkup(createElement(Editor));
}

const idle: SaveMutation<Fields> = {
  isPending: false,
  error: null,
  mutateAsync: () => Promise.resolve(undefined),
};

describe('the content editors’ shared card', () => {
  it('shows its title, the notice as a warning unless told, the form by its name and Save/Cancel', () => {
    const html = card({ save: idle, notice: { text: '保存后用户立即看到修改。' } });
    expect(html).toContain('编辑：夜间行车');
    expect(html).toMatch(/ant-alert-warning[^>]*>.*保存后用户立即看到修改。/);
    expect(html).toMatch(/<form[^>]*id="story"/);
    expect(html).toContain('表单内容');
    // Ant Design spaces a button's two Chinese characters out.
    expect(html).toMatch(/<button type="submit"[^>]*><span>保 存<\/span>/);
    expect(html).toMatch(/<button type="button"[^>]*><span>取 消<\/span>/);
    expect(html).not.toContain('ant-alert-error');
  });

  it('shows an info notice, none when not given, and a refusal with its fields named', () => {
    expect(card({ save: idle, notice: { text: '换成新版本', type: 'info' } })).toContain(
      'ant-alert-info',
    );
    expect(card({ save: idle })).not.toContain('ant-alert');
    const error = new OpsApiError(422, 40001, '内容不合规', [{ field: 'title', message: '太长' }]);
    const html = card({ save: { ...idle, error } });
    expect(html).toContain('内容不合规');
    expect(html).toContain('摘要: 太长');
  });
});

describe('the phone preview', () => {
  it('is a region named by its title, never wider than a phone', () => {
    const html = renderToStaticMarkup(
      createElement(PhonePreview, { title: '预览', testId: 'lesson-preview', children: '第 1 课' }),
    );
    expect(html).toMatch(/^<div style="max-width:375px"/);
    expect(html).toMatch(/role="region"[^>]*aria-label="预览"|aria-label="预览"[^>]*role="region"/);
    expect(html).toContain('data-testid="lesson-preview"');
    expect(html).toContain('第 1 课');
  });
});
