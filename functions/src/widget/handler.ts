import { createApiHandler } from '../platform/api-handler.ts';
import { widgetRoutes } from './widget-routes.ts';

export const handler = createApiHandler('widget', widgetRoutes);
