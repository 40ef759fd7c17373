import type { WidgetHost } from '../lib/host.ts';
import { mountWidget } from '../lib/mount.tsx';
import { CardListWidget } from './card-list.tsx';

/** The chunk `<cmp-card-list>` loads on first connect. */
export const mount = (host: WidgetHost) => mountWidget(host, CardListWidget);
