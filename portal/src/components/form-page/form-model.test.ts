import { describe, expect, it } from 'vitest';
import { emailList, phoneList } from '../../lib/form-rules';
import type { FormContext, FormDeclaration } from './declaration';
import { draftProblems, fieldProblem, problemText, serverProblem, visibleFields } from './form-model';

interface Draft {
  name: string;
  code: string;
  phones: string;
  emails: string;
  kind: 'data' | 'sms';
  volume: string;
  smsCount: string;
  tags: string[];
  start: string;
  end: string;
}
const draft: Draft = {
  name: 'Fleet',
  code: 'F-1',
  phones: '',
  emails: '',
  kind: 'data',
  volume: '5',
  smsCount: '',
  tags: ['a'],
  start: '',
  end: '',
};
const ctx = { creating: true, record: undefined, data: undefined } as unknown as FormContext;
const whole = (v: string) => (/^\d+$/.test(v) ? null : { key: 'test.number' });

const declaration: Pick<FormDeclaration<Draft>, 'sections' | 'validate' | 'serverField'> = {
  sections: [
    {
      id: 'basic',
      fields: [
        { kind: 'text', name: 'name', label: 'f.name', required: true, maxLength: 10 },
        {
          kind: 'text',
          name: 'code',
          label: 'f.code',
          required: true,
          pattern: { test: /^[A-Za-z0-9_-]+$/, message: 'formRules.code' },
        },
        { kind: 'text', name: 'phones', label: 'f.phones', rules: [phoneList] },
        { kind: 'text', name: 'emails', label: 'f.emails', rules: [emailList] },
        { kind: 'select', name: 'kind', label: 'f.kind', options: ['data', 'sms'], optionLabel: 'kinds' },
        { kind: 'text', name: 'volume', label: 'f.volume', visible: (d) => d.kind === 'data', rules: [whole] },
        { kind: 'text', name: 'smsCount', label: 'f.sms', visible: (d) => d.kind === 'sms', rules: [whole] },
        { kind: 'custom', name: 'tags', label: 'f.tags', required: true, render: () => null },
      ],
    },
    {
      id: 'period',
      visible: (d) => d.kind === 'sms',
      fields: [
        { kind: 'text', name: 'start', label: 'f.start' },
        { kind: 'text', name: 'end', label: 'f.end' },
      ],
    },
  ],
  validate: (d) => ({ end: d.start && d.end && d.end < d.start ? { key: 'formRules.dateRange' } : undefined }),
};
const sms: Draft = { ...draft, kind: 'sms' };
const field = (name: keyof Draft) => visibleFields(declaration, sms, ctx).find((f) => f.name === name)!;

describe('form fields', () => {
  it('show by their own rule and their section’s', () => {
    expect(visibleFields(declaration, draft, ctx).map((f) => f.name)).toEqual([
      'name',
      'code',
      'phones',
      'emails',
      'kind',
      'volume',
      'tags',
    ]);
    expect(visibleFields(declaration, sms, ctx).map((f) => f.name)).toContain('end');
  });

  it('check required (spec §5: whitespace only is refused too), length, pattern, then their own rules, first problem only', () => {
    expect(fieldProblem(field('name'), { ...draft, name: '' }, ctx)).toEqual({ key: 'formRules.required' });
    expect(fieldProblem(field('name'), { ...draft, name: '   ' }, ctx)).toEqual({ key: 'formRules.noBlank' });
    expect(fieldProblem(field('name'), { ...draft, name: 'A fleet of meters' }, ctx)).toEqual({
      key: 'formRules.maxLength',
      values: { max: 10 },
    });
    expect(fieldProblem(field('code'), { ...draft, code: 'F 1' }, ctx)).toEqual({ key: 'formRules.code' });
    expect(fieldProblem(field('code'), { ...draft, code: '' }, ctx)).toEqual({ key: 'formRules.required' });
    expect(fieldProblem(field('phones'), { ...draft, phones: '010-1;abc' }, ctx)).toEqual({ key: 'formRules.phone' });
    expect(fieldProblem(field('phones'), { ...draft, phones: '1;2;3;4;5;6' }, ctx)).toEqual({ key: 'formRules.phone' });
    expect(fieldProblem(field('emails'), { ...draft, emails: 'a@b.cn;c@d' }, ctx)).toEqual({ key: 'formRules.email' });
    expect(fieldProblem(field('emails'), draft, ctx)).toBeNull();
    expect(fieldProblem(field('tags'), { ...draft, tags: [] }, ctx)).toEqual({ key: 'formRules.required' });
  });

  it('give the draft’s problems by field: shown fields only, then the checks across fields', () => {
    expect(draftProblems(declaration, draft, ctx)).toEqual({});
    expect(draftProblems(declaration, { ...draft, name: '', volume: 'x', smsCount: 'x' } as Draft, ctx)).toEqual({
      name: { key: 'formRules.required' },
      volume: { key: 'test.number' },
    });
    expect(draftProblems(declaration, { ...sms, smsCount: '9', start: '2026-11-02', end: '2026-11-01' }, ctx)).toEqual({
      end: { key: 'formRules.dateRange' },
    });
  });
});

describe('refusals of the server', () => {
  const refusal = (field?: string) => ({ type: 'logic', msg: `${field}: wrong`, status: 422, errorCode: 10002, field });

  it('go under the field they name (the root of a nested path), with the server’s text', () => {
    expect(serverProblem(declaration, refusal('name'), draft, ctx)).toEqual({ field: 'name', problem: { text: 'name: wrong' } });
    expect(serverProblem(declaration, refusal('tags[0]'), draft, ctx)?.field).toBe('tags');
  });

  it('go nowhere when they name no field shown (the page says them in a notice)', () => {
    expect(serverProblem(declaration, refusal(), draft, ctx)).toBeUndefined();
    expect(serverProblem(declaration, refusal('smsCount'), draft, ctx)).toBeUndefined();
    expect(serverProblem(declaration, new Error('offline'), draft, ctx)).toBeUndefined();
  });

  it('follow the declaration’s mapping of server fields', () => {
    const mapped = { ...declaration, serverField: (f: string) => (f.startsWith('qos') ? 'volume' : undefined) } as const;
    expect(serverProblem(mapped, refusal('qos.uplinkKbps'), draft, ctx)?.field).toBe('volume');
    expect(serverProblem(mapped, refusal('name'), draft, ctx)).toBeUndefined();
  });

  it('print as the server said them, rule problems through the texts', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
    expect(problemText({ text: 'name: wrong' }, t)).toBe('name: wrong');
    expect(problemText({ key: 'formRules.maxLength', values: { max: 10 } }, t)).toBe('formRules.maxLength{"max":10}');
    expect(problemText(undefined, t)).toBeUndefined();
  });
});
