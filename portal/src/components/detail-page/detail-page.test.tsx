// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { session } from '../../app/services';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../lib/page-harness';
import type { DetailDeclaration } from './declaration';
import { DetailPage } from './detail-page';

interface Label {
  labelId: string;
  name: string;
  color: 'green' | 'red';
  state: 'on' | 'off';
  cardCount: number | null;
  quotaBytes: number;
  priceFen: number;
  updatedAt: string;
  description: string;
}
const label: Label = {
  labelId: 'L1',
  name: 'Meters',
  color: 'green',
  state: 'on',
  cardCount: null,
  quotaBytes: 2048,
  priceFen: 990,
  updatedAt: '2026-11-02T09:30:00',
  description: 'Pilot site',
};
const DETAIL = 'card-label.detail';
const remove = vi.fn(async (_id: string) => ({}));

const declaration: DetailDeclaration<Label> = {
  title: 'test.title',
  heading: (l) => l.name,
  subtitle: (l, ctx) => l?.description ?? ctx.params.labelId,
  source: DETAIL,
  request: (ctx) => ({ labelId: ctx.params.labelId }),
  scope: 'byId',
  notFound: 'test.notFound',
  notFoundTestId: 'not-found',
  testId: 'sections',
  layout: 'grid',
  sections: [
    {
      id: 'basic',
      title: 'test.basic',
      testId: 'basic',
      fields: [
        { key: 'color', label: 'test.color', enumLabel: 'card.label.colors' },
        { key: 'state', label: 'test.state', state: { tones: { on: 'green' }, label: 'test.states' }, testId: 'state' },
        { key: 'cardCount', label: 'test.cards', format: 'count', testId: 'count' },
        { key: 'quotaBytes', label: 'test.quota', format: 'size', testId: 'quota' },
        { key: 'priceFen', label: 'test.price', format: 'money', testId: 'price' },
        { key: 'updatedAt', label: 'test.updated', format: 'dateTime', testId: 'updated' },
        { key: 'labelId', label: 'test.id', format: 'code', link: (l) => `/test/other/${l.labelId}`, testId: 'link' },
      ],
    },
    {
      id: 'secret',
      title: 'test.secret',
      visible: (_, ctx) => ctx.session.roleId === '1000',
      fields: [{ key: 'name', label: 'x' }],
    },
  ],
  back: (l, ctx) => `/test/list${ctx.scope.queryOf(l?.labelId ? 'C1002' : undefined)}`,
  actions: [
    {
      id: 'edit',
      label: 'dataList.edit',
      permission: featureCodes.labelEdit,
      to: (l) => `/test/edit/${l.labelId}`,
      testId: 'edit',
    },
    {
      id: 'delete',
      label: 'test.delete',
      permission: featureCodes.labelDelete,
      testId: 'delete',
      confirm: {
        title: (l) => ['test.deleteTitle', { name: l.name }],
        run: (l) => remove(l.labelId),
        done: 'test.deleted',
        dialogTestId: 'delete-dialog',
      },
    },
  ],
};

let api$: ReturnType<typeof fakeApi>;
let answer: () => unknown;
beforeEach(() => {
  resetPortal();
  remove.mockClear();
  answer = () => label;
  api$ = fakeApi({
    [DETAIL]: () => answer(),
    'customer.list': () => ({ items: [{ channelCustId: 'C1001', custId: null, name: 'Acme' }], cursor: null }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = <DetailPage declaration={declaration} />;
const PATH = '/test/detail/:labelId';

describe('DetailPage', () => {
  it('reads the record named by the URL and prints its sections in their formats', async () => {
    signInAs('enterprise', []);
    renderPage(page, PATH, '/test/detail/L1');
    expect(await screen.findByRole('heading', { name: 'Meters', level: 1 })).toBeTruthy();
    expect(api$.bodiesOf(DETAIL)).toEqual([{ labelId: 'L1' }]);
    const basic = screen.getByTestId('basic');
    expect(within(basic).getByRole('heading', { name: 'test.basic' })).toBeTruthy();
    expect(basic.textContent).toContain('Green');
    expect(screen.getByTestId('state').textContent).toBe('test.states.on');
    expect(screen.getByTestId('count').textContent).toBe('—');
    expect(screen.getByTestId('quota').textContent).toBe('2.00\u00a0KB');
    expect(screen.getByTestId('price').textContent).toBe('¥9.90');
    expect(screen.getByTestId('updated').textContent).toBe('2026/11/02 09:30:00');
    expect(screen.getByText('test.updated').tagName).toBe('DT');
    expect(within(screen.getByTestId('link')).getByRole('link').getAttribute('href')).toBe('/test/other/L1');
    expect(screen.getByText('Pilot site')).toBeTruthy();
    // A section the session may not see is left out.
    expect(screen.queryByRole('heading', { name: 'test.secret' })).toBeNull();
  });

  it('shows actions to holders of their codes, and Back to everyone', async () => {
    signInAs('enterprise', [featureCodes.labelEdit]);
    const router = renderPage(page, PATH, '/test/detail/L1');
    await screen.findByTestId('edit');
    expect(screen.queryByTestId('delete')).toBeNull();
    await userEvent.click(screen.getByTestId('edit'));
    expect(router.state.location.pathname).toBe('/test/edit/L1');
  });

  it('goes back to the list of the record owner for a platform user who opened it by id', async () => {
    signInAs('platform', []);
    const router = renderPage(page, PATH, '/test/detail/L1');
    await screen.findByRole('heading', { name: 'Meters', level: 1 });
    expect(screen.getByRole('heading', { name: 'test.secret' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/test/list?channelCustId=C1002');
  });

  it('confirms a destructive action first, then runs it, says so and reads the record again', async () => {
    signInAs('enterprise', [featureCodes.labelDelete]);
    renderPage(page, PATH, '/test/detail/L1');
    await userEvent.click(await screen.findByTestId('delete'));
    expect(remove).not.toHaveBeenCalled();
    const dialog = await screen.findByTestId('delete-dialog');
    expect(dialog.textContent).toContain('test.deleteTitle');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(remove).toHaveBeenCalledWith('L1');
    await waitFor(() => expect(api$.bodiesOf(DETAIL).length).toBe(2));
    expect(await screen.findByText('test.deleted')).toBeTruthy();
  });

  it('says a record is not found on 404, and offers Retry on another failure', async () => {
    signInAs('enterprise', []);
    answer = () => {
      throw refuse(404, 'Label L9 not found');
    };
    renderPage(page, PATH, '/test/detail/L9');
    expect((await screen.findByTestId('not-found')).textContent).toContain('test.notFound');
    cleanup();
    answer = () => {
      throw refuse(500, 'Internal error');
    };
    renderPage(page, PATH, '/test/detail/L9');
    const failure = await screen.findByTestId('load-error');
    expect(failure.textContent).toContain('Failed to load');
    expect(failure.textContent).toContain('Internal error');
    answer = () => label;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Meters', level: 1 })).toBeTruthy();
  });

  it('shows the loading state named for assistive technology until the record arrives', async () => {
    signInAs('enterprise', []);
    renderPage(page, PATH, '/test/detail/L1');
    expect(screen.getByText('Loading').closest('[aria-busy]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'test.title', level: 1 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Meters', level: 1 });
  });
});
