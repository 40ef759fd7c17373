import { accountView } from '../auth/auth.service.ts';
import { createApiHandler } from '../shared/http/api-handler.ts';
import { route } from '../shared/http/route.ts';

export const handler = createApiHandler('account', {
  currentAccount: route({ run: async ({ principal }) => accountView(principal) }),
});
