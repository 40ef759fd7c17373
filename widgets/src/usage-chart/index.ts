import type { WidgetHost } from '../lib/host.ts';
import { mountWidget } from '../lib/mount.tsx';
import { UsageChartWidget } from './usage-chart.tsx';

/** The chunk `<cmp-usage-chart>` loads on first connect. */
export const mount = (host: WidgetHost) => mountWidget(host, UsageChartWidget);
