import type { ResponseOf } from '@cmp/functions/contracts';
import { type ListDeclaration, ListPage, operatorFilter } from '../../../components/list-page';

type CommRow = ResponseOf<'operator-config.commList'>['items'][number];
const field = (key: string) => `operator.config.comm.${key}`;
/** A zone or service: 1 off (red), 2 on (green). */
const onOff = { tones: { 1: 'red', 2: 'green' }, label: 'operator.commserv.status' } as const;

/** /operator/comm/list: the services each operator carries, through its zones (answered whole). */
export const commList: ListDeclaration<CommRow> = {
  title: 'operator.config.menu.comm',
  subtitle: field('subtitle'),
  source: 'operator-config.commList',
  paged: false,
  rowKey: (r) => `${r.elementId}/${r.commservId}`,
  filters: [operatorFilter('operator.config.filters.operator')],
  columns: [
    { key: 'operator', header: field('operator'), enumLabel: 'operator' },
    { key: 'elementName', header: field('zone') },
    { key: 'zoneStatus', header: field('zoneStatus'), state: onOff },
    { key: 'commservId', header: field('commservId'), format: 'code' },
    { key: 'name', header: field('service'), link: (r) => `/operator/commserv-list/detail/${r.commservId}` },
    { key: 'type', header: field('type'), enumLabel: 'operator.commserv.type' },
    { key: 'status', header: field('status'), state: onOff },
  ],
  testIds: { table: 'comm-table' },
};

export default function CommListPage() {
  return <ListPage declaration={commList} />;
}
