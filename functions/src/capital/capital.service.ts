/**
 * Customers' funds as the API serves them (issue #14, item 6): the platform reads every enterprise's
 * figures (a page of the enterprise directory, each enterprise's accounts one Query), an enterprise
 * its own; an account's movements newest first; the platform gives grants. Figures come from the
 * ledger's accounts (funds-model.ts), never kept twice.
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CustomerRecord } from '../customer/customer-record.ts';
import { fundsError, openFunds, readFunds } from '../funds/funds-ledger.ts';
import { grantTransfer } from '../funds/funds-model.ts';
import { accountIdOf } from '../ledger/ledger-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type CapitalRow, type MovementAccount, movementOf } from './capital-model.ts';

export interface CapitalServiceDeps {
  ledger: LedgerRepository;
  customers: {
    get(channelCustId: string, custId: string | null): Promise<CustomerRecord | undefined>;
    listEnterprises(q: { name?: string; cursor?: string; pageSize?: number }): Promise<Page<CustomerRecord>>;
  };
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

const nameIn = (c: CustomerRecord | undefined, lang: Lang): string | null =>
  !c ? null : (lang === 'zh-CN' && typeof c.nameZh === 'string' && c.nameZh) || (typeof c.name === 'string' ? c.name : null);

export function createCapitalService(d: CapitalServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);

  async function row(c: CustomerRecord | undefined, channelCustId: string, lang: Lang): Promise<CapitalRow> {
    return {
      ...(await readFunds(d.ledger, channelCustId)),
      name: nameIn(c, lang),
      paymentModel: typeof c?.paymentModel === 'string' ? c.paymentModel : null,
    };
  }

  /** The enterprise a request is about: the caller's own, or the one a platform caller names (which must exist). */
  async function enterpriseOf(p: Principal, body: { channelCustId?: string }) {
    const { channelCustId } = requestedTenant(p, body);
    const customer = await d.customers.get(channelCustId, null);
    if (!customer) throw new AppError('NOT_FOUND', {}, 'channelCustId');
    return { channelCustId, customer };
  }

  return {
    /** The platform: a page of enterprises with their figures (name filters); an enterprise: its own row. */
    async list(p: Principal, body: { name?: string; cursor?: string; pageSize?: number }, lang: Lang): Promise<Page<CapitalRow>> {
      if (!isPlatformRole(p)) {
        const { channelCustId, customer } = await enterpriseOf(p, {});
        return { items: [await row(customer, channelCustId, lang)], cursor: null };
      }
      const page = await d.customers.listEnterprises(body);
      const items = await Promise.all(page.items.map((c) => row(c, String(c.channelCustId), lang)));
      return { items, cursor: page.cursor };
    },

    async detail(p: Principal, body: { channelCustId?: string }, lang: Lang): Promise<CapitalRow> {
      const { channelCustId, customer } = await enterpriseOf(p, body);
      return row(customer, channelCustId, lang);
    },

    /** One account's movements, newest first. */
    async movements(
      p: Principal,
      body: { channelCustId?: string; account: MovementAccount; cursor?: string; pageSize?: number },
    ) {
      const { channelCustId } = await enterpriseOf(p, body);
      const accountId = accountIdOf({ channelCustId }, body.account);
      const page = await d.ledger.history(accountId, { cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: page.items.map((t) => movementOf(t, accountId)), cursor: page.cursor };
    },

    /** The platform gives an enterprise a grant: funds that pay bills (first), never withdrawable. */
    async grant(p: Principal, body: { channelCustId: string; amount: number; remark: string }, client: Client) {
      const { channelCustId } = await enterpriseOf(p, body);
      const at = d.clock().toISOString();
      await openFunds(d.ledger, channelCustId, at);
      const grantId = newId();
      const outcome = await d.ledger.transfer({
        ...grantTransfer(channelCustId, grantId, body.amount, { actor: p.loginName, at }),
        reason: body.remark,
      });
      if (outcome.code !== 'ok') throw fundsError(outcome, 'amount');
      await audit(p, 'grantIssue', client, `capital.grant ${channelCustId} ${grantId} ${body.amount}`);
      return { grantId, transferId: outcome.transfer!.transferId, amount: body.amount };
    },
  };
}

export type CapitalService = ReturnType<typeof createCapitalService>;
