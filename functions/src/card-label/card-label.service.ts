import { randomUUID } from 'node:crypto';
import type { Principal } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardLabelRepository } from './card-label.repository.ts';
import {
  LABEL_CARDS_MAX,
  type Label,
  type LabelColor,
  fitsLabel,
  labelNameProblem,
  normaliseLabelName,
  uniqueIccids,
} from './label-rules.ts';

type Scoped = { channelCustId?: string };
type Paged = { cursor?: string; pageSize?: number };

/**
 * Labels (docs/api.md "Labels, card types, test cards"). The enterprise comes from the principal
 * (platform roles name it); a secondary customer (5000) reads labels but sees no card counts and
 * only its own cards under a label. Editing needs 2090001 / 2090002, which 5000 never holds.
 */
export function createCardLabelService(d: { labels: CardLabelRepository; clock: () => Date }) {
  const tenantOf = (p: Principal, body: Scoped): Tenant => requestedTenant(p, { channelCustId: body.channelCustId });
  /** Label writes are enterprise-level: a secondary customer never edits, even with a custom role. */
  const writerTenant = (p: Principal, body: Scoped): Tenant => {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    return tenantOf(p, body);
  };
  const forViewer = (label: Label, tenant: Tenant): Label => (tenant.custId ? { ...label, cardCount: null } : label);

  async function load(tenant: Tenant, labelId: string): Promise<Label> {
    const label = await d.labels.get(tenant.channelCustId, labelId);
    if (!label) throw new AppError('NOT_FOUND', {}, 'labelId');
    return label;
  }

  function checkName(name: string): string {
    const problem = labelNameProblem(name);
    if (problem) throw new AppError('VALIDATION', { reasonKey: problem, min: 1, max: 30 }, 'name');
    return normaliseLabelName(name);
  }

  return {
    async list(p: Principal, body: Scoped & Paged & { name?: string }) {
      const tenant = tenantOf(p, body);
      const page = await d.labels.page(tenant.channelCustId, {
        name: body.name?.trim() || undefined,
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { ...page, items: page.items.map((l) => forViewer(l, tenant)) };
    },

    async detail(p: Principal, body: Scoped & { labelId: string }) {
      const tenant = tenantOf(p, body);
      return forViewer(await load(tenant, body.labelId), tenant);
    },

    async cards(p: Principal, body: Scoped & Paged & { labelId: string }) {
      const tenant = tenantOf(p, body);
      const label = await load(tenant, body.labelId);
      return d.labels.cards(label, { custId: tenant.custId, cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
    },

    /** Creates a label (no labelId) or changes one; names are unique per enterprise, case-insensitively. */
    async save(
      p: Principal,
      body: Scoped & { labelId?: string; name: string; color: LabelColor; description?: string },
    ): Promise<Label> {
      const tenant = writerTenant(p, body);
      const name = checkName(body.name);
      const description = (body.description ?? '').trim();
      const now = d.clock().toISOString();
      if (!body.labelId) {
        const label: Label = {
          labelId: `L${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
          channelCustId: tenant.channelCustId,
          name,
          color: body.color,
          description,
          cardCount: 0,
          createdAt: now,
          createdBy: p.loginName,
          updatedAt: now,
        };
        await d.labels.create(label);
        return label;
      }
      const before = await load(tenant, body.labelId);
      const set = { name, color: body.color, description, updatedAt: now };
      await d.labels.update(before, set);
      return { ...before, ...set };
    },

    /** Deletes a label and takes it off every card that carried it. */
    async remove(p: Principal, body: Scoped & { labelId: string }) {
      const tenant = writerTenant(p, body);
      const label = await load(tenant, body.labelId);
      const detached = await d.labels.remove(label);
      return { labelId: label.labelId, detached };
    },

    /** Labels the tenant's cards among `iccids`; others' or unknown ICCIDs are reported per card, never read. */
    async attach(p: Principal, body: Scoped & { labelId: string; iccids: string[] }) {
      const tenant = writerTenant(p, body);
      const label = await load(tenant, body.labelId);
      const iccids = uniqueIccids(body.iccids);
      if (!fitsLabel(label.cardCount ?? 0, iccids.length))
        throw new AppError('LABEL_TOO_MANY_CARDS', { max: LABEL_CARDS_MAX }, 'iccids');
      return d.labels.attach(label, iccids, d.clock().toISOString());
    },

    async detach(p: Principal, body: Scoped & { labelId: string; iccids: string[] }) {
      const tenant = writerTenant(p, body);
      const label = await load(tenant, body.labelId);
      return d.labels.detach(label, uniqueIccids(body.iccids));
    },
  };
}
