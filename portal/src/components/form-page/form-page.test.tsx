// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { setLanguage } from '../../i18n';
import { emailList } from '../../lib/form-rules';
import { type Handler, fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../lib/page-harness';
import type { FormDeclaration } from './declaration';
import { FormPage } from './form-page';

interface Draft {
  name: string;
  color: 'green' | 'red';
  custId: string;
  email: string;
  description: string;
}
interface Label extends Draft {
  labelId: string;
}
const DETAIL = 'card-label.detail';
const SAVE = 'card-label.save';

const declaration: FormDeclaration<Draft, Label> = {
  title: (ctx) => (ctx.creating ? ['test.newTitle'] : ['test.editTitle', { name: ctx.record?.name ?? '' }]),
  load: {
    source: DETAIL,
    request: ({ params }) => (params.labelId === 'new' ? null : { labelId: params.labelId }),
    toDraft: ({ labelId: _, ...draft }) => draft,
    notFound: 'test.notFound',
  },
  initial: () => ({ name: '', color: 'green', custId: '', email: '', description: '' }),
  sections: [
    {
      id: 'basic',
      title: 'test.basic',
      fields: [
        { kind: 'text', name: 'name', label: 'test.name', required: true, maxLength: 30, testId: 'name' },
        {
          kind: 'select',
          name: 'color',
          label: 'test.color',
          options: ['green', 'red'],
          optionLabel: 'card.label.colors',
          testId: 'color',
        },
        {
          kind: 'remoteSelect',
          name: 'custId',
          label: 'test.customer',
          source: 'customer.list',
          body: () => ({ pageSize: 100 }),
          option: (c: { custId: string; name: string }) => ({ value: c.custId, label: c.name }),
          placeholder: 'test.pick',
          testId: 'customer',
        },
        { kind: 'text', name: 'email', label: 'test.email', rules: [emailList], testId: 'email' },
        { kind: 'textarea', name: 'description', label: 'test.description', maxLength: 200, wide: true, testId: 'description' },
      ],
    },
  ],
  submit: {
    route: SAVE,
    body: (d, ctx) => ({ ...(ctx.creating ? {} : { labelId: ctx.params.labelId }), ...d }),
    done: 'test.saved',
    goTo: (saved: Label, _, ctx) => (ctx.creating ? `/test/edit/${saved.labelId}` : null),
  },
  confirmations: [
    {
      errorCode: 44231,
      title: 'test.duplicate',
      confirmLabel: 'test.continue',
      body: (sent) => ({ ...sent, confirmDuplicate: true }),
      testId: 'duplicate',
    },
  ],
  testId: 'form',
  saveTestId: 'save',
};

const stored: Label = { labelId: 'L1', name: 'Meters', color: 'red', custId: 'S2001', email: '', description: 'Pilot' };
let api$: ReturnType<typeof fakeApi>;
let save: Handler;
beforeEach(() => {
  resetPortal();
  signInAs('enterprise', []);
  save = (b) => ({ ...stored, ...b, labelId: 'L9' });
  api$ = fakeApi({
    [DETAIL]: () => stored,
    [SAVE]: (b) => save(b),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: 'S2001', name: 'Site A' },
        { channelCustId: 'C1001', custId: 'S2002', name: 'Site B' },
      ],
      cursor: null,
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/test/edit/:labelId';
const open = (url: string) => renderPage(<FormPage declaration={declaration} />, PATH, url);
/** The error text linked to a control (through aria-describedby). */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.hasAttribute('data-error') || el?.className.includes('red'))?.textContent;

describe('FormPage', () => {
  it('checks the fields on Save and says what is wrong under each, in the reader’s language, sending nothing', async () => {
    const router = open('/test/edit/new');
    expect(await screen.findByRole('heading', { name: 'test.newTitle', level: 1 })).toBeTruthy();
    await userEvent.type(screen.getByTestId('email'), 'a@b');
    await userEvent.click(screen.getByTestId('save'));
    expect(errorOf(screen.getByTestId('name'))).toBe('This field is required');
    expect(errorOf(screen.getByTestId('email'))).toBe('email format wrong');
    expect(screen.getByTestId('name').getAttribute('aria-invalid')).toBe('true');
    expect(api$.bodiesOf(SAVE)).toEqual([]);
    // Editing a field clears its message only.
    await userEvent.type(screen.getByTestId('name'), '   ');
    expect(errorOf(screen.getByTestId('name'))).toBeUndefined();
    expect(errorOf(screen.getByTestId('email'))).toBe('email format wrong');
    setLanguage('zh-CN');
    await userEvent.click(screen.getByTestId('save'));
    expect(errorOf(screen.getByTestId('name'))).toBe('禁止输入空格或请输入非空内容');
    expect(errorOf(screen.getByTestId('email'))).toBe('邮箱格式错误');
    expect(router.state.location.pathname).toBe('/test/edit/new');
  });

  it('offers the options of an enum and of a remote route, sends the draft and goes where the declaration says', async () => {
    const router = open('/test/edit/new');
    await userEvent.type(await screen.findByTestId('name'), 'Fleet');
    await userEvent.click(screen.getByTestId('color'));
    await userEvent.click(screen.getByRole('option', { name: 'Red' }));
    expect(screen.getByTestId('customer').textContent).toContain('test.pick');
    await userEvent.click(screen.getByTestId('customer'));
    await userEvent.click(await screen.findByRole('option', { name: 'Site B' }));
    await userEvent.type(screen.getByTestId('description'), 'Meters');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/edit/L9'));
    expect(api$.bodiesOf(SAVE)).toEqual([{ name: 'Fleet', color: 'red', custId: 'S2002', email: '', description: 'Meters' }]);
    expect(api$.bodiesOf('customer.list')[0]).toEqual({ pageSize: 100 });
    expect(await screen.findByText('test.saved')).toBeTruthy();
  });

  it('shows a refusal of the server under the field it names, and any other in a notice', async () => {
    save = () => {
      throw refuse(422, 'name: already used', { field: 'name', errorCode: 10002 });
    };
    open('/test/edit/new');
    await userEvent.type(await screen.findByTestId('name'), 'Fleet');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(errorOf(screen.getByTestId('name'))).toBe('name: already used'));
    expect(screen.queryByText('Request error')).toBeNull();
    save = () => {
      throw refuse(409, 'The label is in use');
    };
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('The label is in use')).toBeTruthy();
    expect(screen.getByText('Request error')).toBeTruthy();
  });

  it('edits a record: loads it into the form, saves it and stays with the record read again', async () => {
    open('/test/edit/L1');
    expect(await screen.findByRole('heading', { name: 'test.editTitle', level: 1 })).toBeTruthy();
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('Meters');
    expect(screen.getByTestId('color').textContent).toContain('Red');
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toContain('Site A'));
    expect(api$.bodiesOf(DETAIL)).toEqual([{ labelId: 'L1' }]);
    await userEvent.clear(screen.getByTestId('name'));
    await userEvent.type(screen.getByTestId('name'), 'Trackers');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api$.bodiesOf(DETAIL).length).toBe(2));
    expect(api$.bodiesOf(SAVE)[0]).toMatchObject({ labelId: 'L1', name: 'Trackers' });
    expect(await screen.findByText('test.saved')).toBeTruthy();
  });

  it('asks before sending again when the server asks for a confirmation', async () => {
    save = (b) => {
      if (!b.confirmDuplicate) throw refuse(409, 'name repeated, continue?', { errorCode: 44231 });
      return { ...stored, ...b, labelId: 'L9' };
    };
    const router = open('/test/edit/new');
    await userEvent.type(await screen.findByTestId('name'), 'Meters');
    await userEvent.click(screen.getByTestId('save'));
    const dialog = await screen.findByTestId('duplicate');
    expect(dialog.textContent).toContain('test.duplicate');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/edit/L9'));
    expect(api$.bodiesOf(SAVE).map((b) => b.confirmDuplicate)).toEqual([undefined, true]);
  });

  it('says a record to edit is not found', async () => {
    api$ = fakeApi({
      [DETAIL]: () => {
        throw refuse(404, 'not found');
      },
    });
    open('/test/edit/L404');
    expect((await screen.findByTestId('load-error')).textContent).toContain('test.notFound');
    expect(screen.queryByTestId('form')).toBeNull();
  });
});
