import type { WidgetHost } from '../lib/host.ts';
import { mountWidget } from '../lib/mount.tsx';
import { CardStatusWidget } from './card-status.tsx';

/** The chunk `<cmp-card-status>` loads on first connect. */
export const mount = (host: WidgetHost) => mountWidget(host, CardStatusWidget);
