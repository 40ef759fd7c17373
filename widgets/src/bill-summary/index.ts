import type { WidgetHost } from '../lib/host.ts';
import { mountWidget } from '../lib/mount.tsx';
import { BillSummaryWidget } from './bill-summary.tsx';

/** The chunk `<cmp-bill-summary>` loads on first connect. */
export const mount = (host: WidgetHost) => mountWidget(host, BillSummaryWidget);
