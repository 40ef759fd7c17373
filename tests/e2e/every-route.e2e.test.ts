/**
 * Every page of the portal's route table, opened from a pasted URL (a fresh page load, as a
 * bookmark would) as the platform administrator, an enterprise and a secondary customer, on the
 * demo data of a fresh `npm start`. A page the role may see loads with no 4xx/5xx answer from the
 * API and is neither the 404 nor the 403 page; a page it may not see shows the 403 page. Route
 * parameters are filled with real ids the role can see, read from the API as that role: a page
 * that needs an id the demo data lacks for that role fails here rather than go untried.
 */
import { describe, expect, it } from 'vitest';
import { builtInRoles } from '../../functions/src/platform/permissions.ts';
import { areaRoutes } from '../../portal/src/areas/index.ts';
import { canAccess } from '../../portal/src/routing/access.ts';
import type { AppRoute } from '../../portal/src/routing/types.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

const roles = [
  { loginName: 'admin', roleId: '1000', side: 'platform' },
  { loginName: 'acme', roleId: '3000', side: 'enterprise' },
  { loginName: 'acme-east', roleId: '5000', side: 'secondary' },
] as const;
type Role = (typeof roles)[number];

const pages: AppRoute[] = [];
const walk = (r: AppRoute) => {
  if (r.page) pages.push(r);
  for (const c of r.children ?? []) walk(c);
};
for (const area of areaRoutes) walk(area);

type Items<T> = { items: T[] };
/** A translation key on screen: a namespace's name, then at least two more segments. */
const RAW_KEY =
  /\b(?:common|menu|home|card|shortcuts|billing|operator|business|system|autorule|risk|blacklist|authentication|stock)\.[a-zA-Z]+\.[a-zA-Z0-9_.]+\b/g;
const callAs = <T>(token: string, path: string, body: object = {}) => api<T>(path, body, token);

/** The enterprise a platform user's list calls name; channel roles take theirs from the token. */
const scopeOf = (role: Role) => (role.roleId === '1000' ? { channelCustId: 'C1001' } : {});
const first = async <T>(promise: Promise<Items<T>>): Promise<T | undefined> => (await promise).items[0];

/**
 * How to find a real value for each route parameter, as the given role. Optional parameters are
 * left out (the page must work without them); `undefined` means the role has no such record.
 */
function resolvers(role: Role, token: string): Record<string, () => Promise<string | undefined>> {
  const s = scopeOf(role);
  const batch = (type: string) =>
    first(callAs<Items<{ batchId: string }>>(token, '/cmp/sim/batch/list', { ...s, type })).then((b) => b?.batchId);
  const cardImport = (kind: string) =>
    callAs<Items<{ importId?: string; batchId?: string; kind?: string }>>(token, '/cmp/sim/cardImport/list', s).then((p) => {
      const i = p.items.find((x) => (x.kind ?? 'cards') === kind);
      return i?.importId ?? i?.batchId;
    });
  return {
    'card.detail': () =>
      first(callAs<Items<{ iccid: string }>>(token, '/cmp/sim/card/list', { ...s, pageSize: 10 })).then((c) => c?.iccid),
    'shortcuts.diagnose': () =>
      first(callAs<Items<{ iccid: string }>>(token, '/cmp/sim/card/list', { ...s, pageSize: 10 })).then((c) => c?.iccid),
    'card.batchoperate.detail': () => batch('changeState'),
    'shortcuts.batchoperate.detail': () => batch('changeState'),
    'shortcuts.dataRecovery.detail': () => batch('recover'),
    'shortcuts.standardSim.detail': () => batch('standardSim'),
    'card.importinfo.detail': () => cardImport('cards'),
    'card.importinfo.dsimdetail': () => cardImport('dsim'),
    'card.pool.detail': () => first(callAs<Items<{ poolId: string }>>(token, '/cmp/sim/pool/list', s)).then((p) => p?.poolId),
    'card.pool.blockhistory': () =>
      first(callAs<Items<{ poolId: string }>>(token, '/cmp/sim/pool/list', s)).then((p) => p?.poolId),
    'card.pool.faillog': () =>
      first(callAs<Items<{ batchId: string }>>(token, '/cmp/sim/pool/change/list', s)).then((c) => c?.batchId),
    'card.label.detail': () => first(callAs<Items<{ labelId: string }>>(token, '/cmp/sim/label/list', s)).then((l) => l?.labelId),
    'card.label.edit': () => first(callAs<Items<{ labelId: string }>>(token, '/cmp/sim/label/list', s)).then((l) => l?.labelId),
    'card.testcard.detail': () =>
      first(callAs<Items<{ iccid: string }>>(token, '/cmp/sim/testCard/list', s)).then((c) => c?.iccid),
    'billing.package.basicdetail': () =>
      first(callAs<Items<{ goodsReleaseId: string; tariffType: string }>>(token, '/cmp/base/goods/basic/list', {})).then(
        (p) => p && `${p.goodsReleaseId}/${p.tariffType}`,
      ),
    'billing.package.retaildetail': () =>
      first(callAs<Items<{ retailId: string; tariffType: string }>>(token, '/cmp/base/goods/retail/list', s)).then(
        (p) => p && `${p.retailId}/${p.tariffType}`,
      ),
    'billing.package.editretail': () =>
      first(callAs<Items<{ retailId: string }>>(token, '/cmp/base/goods/retail/list', s)).then((p) => p?.retailId),
    'billing.package.retailrecord': () =>
      first(callAs<Items<{ retailId: string }>>(token, '/cmp/base/goods/retail/list', s)).then((p) => p?.retailId),
    'billing.bill.spending': () =>
      first(callAs<Items<{ billId: string }>>(token, '/cmp/bill/list', { ...s, kind: 'consumption' })).then((b) => b?.billId),
    'billing.bill.fenrun': () =>
      first(callAs<Items<{ billId: string }>>(token, '/cmp/bill/list', { ...s, kind: 'profit' })).then((b) => b?.billId),
    'billing.orderCenter.detail': () =>
      first(callAs<Items<{ orderId: string }>>(token, '/cmp/order/list', s)).then((o) => o?.orderId),
    'shortcuts.iotCardOrder.detail': () =>
      first(callAs<Items<{ orderId: string }>>(token, '/cmp/order/card/list', s)).then((o) => o?.orderId),
    'billing.saleOrder.detail': () =>
      first(callAs<Items<{ salesOrderNumber: string }>>(token, '/cmp/saleOrder/list', s)).then((o) => o?.salesOrderNumber),
    'account.freeze': () =>
      first(callAs<Items<{ loginName: string }>>(token, '/cmp/core/account/list', { ...s, pageSize: 10 })).then(
        (a) => a?.loginName,
      ),
    'business.customer.detail': () =>
      first(callAs<Items<{ channelCustId: string; custId?: string }>>(token, '/cmp/core/account/customer/list', {})).then(
        (c) => c?.channelCustId,
      ),
    'business.customer.change': () =>
      first(callAs<Items<{ channelCustId: string }>>(token, '/cmp/core/account/customer/list', {})).then((c) => c?.channelCustId),
    'financial.credit.changelog': () =>
      first(callAs<Items<{ creditId: string }>>(token, '/cmp/credit/list', {})).then((c) => c?.creditId),
    // The platform's link names the enterprise in `?channelCustId=`; pasted without it, the page sends it to choose one.
    'business.capital.prepaycard': () =>
      first(
        callAs<Items<{ goodsReleaseId: string; elementId: string; cycle: string; contractType: string }>>(
          token,
          '/cmp/prepaid/funds',
          s,
        ),
      ).then((g) => g && [g.goodsReleaseId, g.elementId, g.cycle, g.contractType].join('/')),
    'report.prepaidcost.detail': () =>
      first(callAs<Items<{ recordId: string }>>(token, '/cmp/prepaid/cost/list', {})).then((r) => r?.recordId),
    'autorule.rule.detail': () => first(callAs<Items<{ ruleId: string }>>(token, '/cmp/autorule/list', s)).then((r) => r?.ruleId),
    'autorule.alarm.detail': () =>
      first(callAs<Items<{ alarmId: string }>>(token, '/cmp/autorule/alarm/list', s)).then((a) => a?.alarmId),
    // The platform's analysis lists every enterprise's groups (an enterprise's own only).
    'shortcuts.separationAnalyse.detail': () =>
      first(callAs<Items<{ operationId: string }>>(token, '/cmp/risk/separationAnalysis/list', {})).then((g) => g?.operationId),
    'business.contract.accesspoint': () =>
      first(callAs<Items<{ contractNumber: string }>>(token, '/cmp/contract/list', {})).then((c) => c?.contractNumber),
    // `day/<YYYY-MM-DD>`: the type and the day of a day the role's report lists.
    'financial.report.detail': () =>
      first(callAs<Items<{ period: string }>>(token, '/cmp/financial/report/list', { type: 'day' })).then((d) =>
        d ? `day/${d.period}` : undefined,
      ),
    'operator.commserv.detail': () =>
      first(callAs<Items<{ commservId: string }>>(token, '/cmp/sim/commserv/list', {})).then((c) => c?.commservId),
    'operator.commserv.edit': () =>
      first(callAs<Items<{ commservId: string }>>(token, '/cmp/sim/commserv/list', {})).then((c) => c?.commservId),
    'operator.config.detail': () =>
      first(callAs<Items<{ operAccountId: string }>>(token, '/cmp/core/operator/account/list', {})).then((a) => a?.operAccountId),
    'authentication.enterprise.audit': () =>
      first(callAs<Items<{ id: string }>>(token, '/cmp/authentication/enterprise/list', {})).then((a) => a?.id),
    'operator.config.edit': () =>
      first(callAs<Items<{ operAccountId: string }>>(token, '/cmp/core/operator/account/list', {})).then((a) => a?.operAccountId),
  };
}

/** The URL a person would paste: required parameters filled, optional ones dropped. */
async function urlFor(route: AppRoute, find: () => Promise<string | undefined>): Promise<string | undefined> {
  const required = route.path.split('/').filter((part) => part.startsWith(':') && !part.endsWith('?'));
  let path = route.path
    .split('/')
    .filter((part) => !(part.startsWith(':') && part.endsWith('?')))
    .join('/');
  if (required.length === 0) return path;
  const value = await find();
  if (!value) return undefined;
  const values = value.split('/');
  // `:state` of the batch detail pages is the result filter the list links with.
  if (required.includes(':state') && values.length === 1) values.push('processing');
  required.forEach((name, i) => {
    path = path.replace(name, encodeURIComponent(values[i] ?? ''));
  });
  return path;
}

describe('every route opens from a pasted URL as each role', () => {
  const browser = useChromium();

  for (const role of roles) {
    it(`as ${role.loginName} (${role.roleId})`, { timeout: 900_000 }, async () => {
      const permissions = builtInRoles[role.roleId]!.permissions;
      const { context, page } = await signedInPage(browser(), role.loginName);
      const token = await apiToken(role.loginName);
      const find = resolvers(role, token);
      const problems: string[] = [];
      let opened = 0;
      for (const route of pages) {
        const allowed = canAccess(route, permissions, role.side);
        // A page the role may not see shows 403 whatever the ids: any will do, one for each parameter
        // (the prepaid-card page has four).
        const lookup = allowed ? (find[route.id] ?? (async () => undefined)) : async () => 'X1/0/X2/X3';
        let url: string | undefined;
        try {
          url = await urlFor(route, lookup);
        } catch (error) {
          problems.push(`${route.id}: cannot find an id to open it: ${(error as Error).message}`);
          continue;
        }
        if (!url) {
          problems.push(`${route.id}: no record in the demo data to open ${route.path}`);
          continue;
        }
        const { failures, status } = await pasteUrl(page, url);
        opened++;
        if (allowed) {
          if (failures.length) problems.push(`${url}: ${failures.join(', ')}`);
          if (status) problems.push(`${url}: shows the ${status} page`);
          // A text whose area namespace did not load shows as its key (card.list.title).
          const rawKeys = (await page.locator('body').innerText()).match(RAW_KEY);
          if (rawKeys) problems.push(`${url}: shows untranslated keys ${[...new Set(rawKeys)].join(', ')}`);
        } else if (status !== '403') {
          problems.push(`${url}: a ${role.roleId} may not see it but got ${status ?? 'the page'}`);
        }
      }
      await context.close();
      expect(opened).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }
});
