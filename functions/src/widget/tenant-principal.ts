import { areaCodes, featureCodes } from '../platform/permissions.ts';
import type { Principal } from '../shared/auth/principal.ts';

/**
 * The principal the open API and the widgets act as when they call the services the portal's routes
 * use: the enterprise itself (a channel role, 3000) or, for a widget scoped to one secondary customer,
 * that customer (5000). Its permissions are what the open API offers and nothing more; its login name
 * (`app:<appKey>`, `widget:<sessionId prefix>`) is what audit entries and idempotency keys record.
 */
export function tenantPrincipal(loginName: string, channelCustId: string, custId: string | null = null): Principal {
  const roleType = custId ? 5000 : 3000;
  return {
    loginName,
    displayName: loginName,
    roleId: String(roleType),
    roleType,
    roleName: 'Open API',
    channelCustId,
    custId,
    customerName: null,
    permissions: new Set([areaCodes.card, areaCodes.billing, featureCodes.cardChangeStatus, featureCodes.smsSend]),
    isResetPassword: false,
    tokenId: '',
    tokenExp: 0,
  };
}
