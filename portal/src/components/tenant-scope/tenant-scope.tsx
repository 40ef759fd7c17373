import { featureCodes } from '@cmp/functions/platform/permissions';
import { EmptyState, Select } from '@cmp/ui-kit';
import { type ReactNode, createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCustomerDirectory } from '../../lib/customer-directory';
import { rememberEnterprise, useDefaultEnterprise } from '../../lib/default-enterprise';
import { useSession } from '../../lib/use-session';
import { type TenantSide, enterpriseQuery, resolveScope, sideOf } from './tenant-scope-model';

/** The directory of customers (enterprises and their secondary customers). */
export const CUSTOMER_DIRECTORY = 'customer.list';

interface TenantContext {
  side: TenantSide;
  /** A user who sees secondary customers (1000003) may narrow a screen to one (platform staff: within the chosen enterprise). */
  canNarrow: boolean;
  chosenEnterprise: string | null;
  chosenCustomer: string | null;
  choose: (key: 'channelCustId' | 'custId', id: string) => void;
}

const Context = createContext<TenantContext | null>(null);

/**
 * The shell's one tenant scope: the session's side and the choice of enterprise (platform users) or
 * secondary customer (enterprise users), kept in the URL (`?channelCustId=`, `?custId=`) so links
 * and reloads keep it. Screens read it with {@link useTenantScope} and show {@link TenantPicker}.
 */
export function TenantScopeProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const side = sideOf(session);
  const canNarrow = side !== 'secondary' && session.permissions.includes(featureCodes.customerButtons);
  const chosenEnterprise = side === 'platform' ? params.get('channelCustId') : null;
  const chosenCustomer = side !== 'secondary' ? params.get('custId') : null;
  // A choice in the URL (picked here or brought by a link) is the one the next screen opens on.
  useEffect(() => {
    if (chosenEnterprise) rememberEnterprise(chosenEnterprise);
  }, [chosenEnterprise]);
  const value = useMemo<TenantContext>(
    () => ({
      side,
      canNarrow,
      chosenEnterprise,
      chosenCustomer,
      choose: (key, id) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (id) next.set(key, id);
            else next.delete(key);
            if (key === 'channelCustId') next.delete('custId');
            return next;
          },
          { replace: true },
        ),
    }),
    [side, canNarrow, chosenEnterprise, chosenCustomer, setParams],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export interface TenantScopeOptions {
  /** A screen about one record: without a choice in the URL the server finds the owner from the id. */
  byId?: boolean;
  /** Users holding 1000003 may narrow the screen to a secondary customer (platform staff: of the chosen enterprise). */
  secondary?: boolean;
  /** false: the screen only reads the side (no directory of enterprises is fetched). */
  directory?: boolean;
}

/** Whose data the screen shows, what its requests add, and the choices to offer. */
export function useTenantScope(options: TenantScopeOptions = {}) {
  const context = useContext(Context);
  if (!context) throw new Error('useTenantScope needs the TenantScopeProvider of the shell');
  const platform = context.side === 'platform';
  const { enterprises, defaultId } = useDefaultEnterprise(platform && options.directory !== false);
  const secondary = context.canNarrow && Boolean(options.secondary);
  const scope = resolveScope({ ...context, byId: options.byId, secondary, defaultEnterprise: defaultId });
  // The secondary customers one may narrow to: the session's enterprise's, or the chosen one's (platform).
  const customers = useCustomerDirectory(
    secondary && (!platform || Boolean(scope.channelCustId)),
    scope.channelCustId,
  ).secondaries;
  return {
    ...scope,
    side: context.side,
    /** Platform users: the enterprises to choose from. */
    enterprises,
    /** On a screen that allows it: the secondary customers to choose from. */
    customers,
    /** Like `query`, falling back to the owner of the record shown (a `byId` screen opened without one). */
    queryOf: (owner?: string | null) => enterpriseQuery(platform, scope.channelCustId, owner),
    choose: (id: string) => context.choose('channelCustId', id),
    chooseCustomer: (id: string) => context.choose('custId', id),
  };
}

export type TenantScope = ReturnType<typeof useTenantScope>;

/** The scope choice a screen offers: the enterprise (platform users), then a secondary customer where allowed. */
export function TenantPicker({ scope }: { scope: TenantScope }) {
  const { t } = useTranslation();
  const enterprise = scope.platform && (
    <Select
      className="w-64"
      label={t('tenantScope.enterprise')}
      options={(scope.enterprises ?? []).map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }))}
      value={scope.channelCustId || null}
      placeholder={t('tenantScope.pick')}
      onChange={scope.choose}
      data-testid="enterprise-picker"
    />
  );
  if (!scope.customers?.length) return enterprise || null;
  return (
    <>
      {enterprise}
      <Select
        className="w-64"
        label={t('tenantScope.secondary')}
        options={[
          { value: '', label: t('tenantScope.allSecondaries') },
          ...scope.customers.map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') })),
        ]}
        value={scope.custId}
        onChange={scope.chooseCustomer}
        data-testid="customer-picker"
      />
    </>
  );
}

/** Shown instead of data until a platform user has chosen an enterprise. */
export function PickEnterpriseFirst() {
  const { t } = useTranslation();
  return <EmptyState title={t('tenantScope.pick')} data-testid="pick-enterprise" />;
}
