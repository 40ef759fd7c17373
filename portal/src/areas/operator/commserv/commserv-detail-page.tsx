import { areaCodes } from '@cmp/functions/platform/permissions';
import { type DetailDeclaration, DetailPage } from '../../../components/detail-page';
import type { Commserv } from './commserv-model';
import { setCommservStatus } from './use-commserv';

const field = (key: string) => `operator.commserv.fields.${key}`;

const List = ({ items }: { items: string[] }) =>
  items.length ? (
    <ul className="space-y-0.5 font-mono text-xs">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  ) : null;

/** Allowed (2) services are blocked (1), blocked ones allowed again. */
const blocking = (c: Commserv) => c.status === 2;

/** /operator/commserv-list/detail/:commservId */
export const commservDetail: DetailDeclaration<Commserv> = {
  title: 'operator.commserv.menu.detail',
  subtitle: (c) => c && `${c.name} · ${c.commservId}`,
  source: 'commserv.detail',
  request: ({ params }) => (params.commservId ? { commservId: params.commservId } : null),
  notFound: 'operator.commserv.notFound',
  layout: 'grid',
  testId: 'commserv-detail',
  sections: [
    {
      id: 'basic',
      title: 'operator.commserv.sections.basic',
      fields: [
        { key: 'commservId', label: field('commservId') },
        { key: 'name', label: field('name') },
        { key: 'type', label: field('type'), enumLabel: 'operator.commserv.type' },
        { key: 'priority', label: field('priority') },
        {
          key: 'directional',
          label: field('directional'),
          value: (c) => (c.directional ? 'yes' : 'no'),
          enumLabel: 'operator.commserv',
        },
        { key: 'status', label: field('status'), state: { tones: { 1: 'red', 2: 'green' }, label: 'operator.commserv.status' } },
        { key: 'updatedAt', label: field('updatedAt'), format: 'dateTime' },
      ],
    },
    {
      id: 'policy',
      title: 'operator.commserv.sections.policy',
      fields: [
        { key: 'qos', label: field('qos'), value: (c) => c.qos && `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` },
        { key: 'redirect', label: field('redirect') },
      ],
    },
    {
      id: 'lists',
      title: 'operator.commserv.sections.lists',
      wide: true,
      fields: [
        {
          key: 'domains',
          label: (c, ctx) => `${ctx.t(field('domains'))} (${c.domains.length})`,
          render: (c) => <List items={c.domains} />,
        },
        {
          key: 'whitelist',
          label: (c, ctx) => `${ctx.t(field('whitelist'))} (${c.whitelist.length})`,
          render: (c) => <List items={c.whitelist} />,
        },
      ],
    },
  ],
  actions: [
    {
      id: 'edit',
      label: 'operator.commserv.edit',
      permission: areaCodes.operator,
      to: (c) => `/operator/commserv-list/edit/${c.commservId}`,
    },
    {
      id: 'status',
      label: (c) => [blocking(c) ? 'operator.commserv.block' : 'operator.commserv.allow'],
      permission: areaCodes.operator,
      variant: (c) => (blocking(c) ? 'danger' : 'primary'),
      testId: 'detail-toggle',
      confirm: {
        title: (c) => [blocking(c) ? 'operator.commserv.confirm.blockTitle' : 'operator.commserv.confirm.allowTitle'],
        description: (c) => [
          blocking(c) ? 'operator.commserv.confirm.blockText' : 'operator.commserv.confirm.allowText',
          { name: c.name },
        ],
        confirmLabel: 'operator.commserv.confirm.confirm',
        cancelLabel: 'operator.commserv.confirm.cancel',
        tone: (c) => (blocking(c) ? 'danger' : 'default'),
        run: (c) => setCommservStatus(c.commservId, blocking(c) ? 1 : 2),
        done: 'operator.commserv.statusChanged',
        dialogTestId: 'status-confirm',
      },
    },
  ],
};

export default function CommservDetailPage() {
  return <DetailPage declaration={commservDetail} />;
}
