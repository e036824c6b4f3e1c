import { describe, expect, it } from 'vitest';
import { RequestError } from '@/lib/request/request-error';
import { serverFieldErrors } from './field-refusals';
import { serverFieldProblems } from './field-rules';

const refused = (fields: unknown[]) =>
  new RequestError('http', '填写的内容有误', {
    status: 422,
    code: 4220,
    response: { status: { code: 4220, msg: 'Some fields are invalid' }, data: { fields } },
  });

describe('a refusal that names fields', () => {
  it('lands each rule’s words at the form’s own field, and the rest on the form', () => {
    const error = refused([
      { field: 'plateNumber', rule: 'plate.format', message: '车牌号格式不对' },
      { field: 'cityCode', rule: 'required', message: '请填写这一项' },
      { field: 'channelId', message: 'invalid id' },
    ]);
    expect(serverFieldErrors(error, 'zh-CN', { plateNumber: 'plate', cityCode: 'city' })).toEqual({
      plate: '车牌号格式不对',
      city: '请填写这一项',
      // Developer text never reaches people: a field without a rule is "not valid".
      form: '这一项填写有误，请检查',
    });
  });

  it('keeps the first problem of a field, and is null for any other failure', () => {
    const error = refused([
      { field: 'name', rule: 'name.format', message: 'first' },
      { field: 'name', rule: 'required', message: 'second' },
    ]);
    expect(serverFieldErrors(error, 'en-US', { name: 'name' })).toEqual({ name: 'first' });
    expect(serverFieldProblems(new Error('boom'), 'zh-CN')).toBeNull();
    const business = new RequestError('business', '该车牌号已被绑定', { status: 200, code: 1000 });
    expect(serverFieldErrors(business, 'zh-CN', {})).toBeNull();
  });

  it('says "not valid" in the page’s language when the answer names no field', () => {
    expect(serverFieldErrors(refused([]), 'en-US', {})).toEqual({
      form: 'This is not valid; please check it',
    });
  });
});
