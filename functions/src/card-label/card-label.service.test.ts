import { describe, expect, it } from 'vitest';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { CardLabelRepository } from './card-label.repository.ts';
import { createCardLabelService } from './card-label.service.ts';
import type { Label } from './label-rules.ts';

const principal = (roleType: Principal['roleType'], custId: string | null = null): Principal =>
  testPrincipal(roleType, { channelCustId: roleType >= 3000 ? 'C1001' : null, custId });

const label: Label = {
  labelId: 'L000000000001',
  channelCustId: 'C1001',
  name: 'Meters',
  color: 'blue',
  description: '',
  cardCount: 9_999,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'acme',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function fakeRepo() {
  const calls: string[] = [];
  const repo = {
    page: async () => ({ items: [label], cursor: null }),
    get: async (c: string, id: string) => (c === 'C1001' && id === label.labelId ? label : null),
    create: async (l: Label) => void calls.push(`create ${l.channelCustId} ${l.name}`),
    update: async () => void calls.push('update'),
    remove: async () => 0,
    attach: async (_l: Label, iccids: string[]) => ({ changed: iccids, unchanged: [], failed: [] }),
    detach: async () => ({ changed: [], unchanged: [], failed: [] }),
    cards: async () => ({ items: [], cursor: null }),
  } as unknown as CardLabelRepository;
  return { repo, calls };
}

describe('label service', () => {
  const clock = () => new Date('2026-11-23T00:00:00.000Z');

  it('creates labels in the caller’s enterprise with the normalised name', async () => {
    const { repo, calls } = fakeRepo();
    const saved = await createCardLabelService({ labels: repo, clock }).save(principal(3000), {
      name: '  Water   meters ',
      color: 'teal',
    });
    expect(saved).toMatchObject({ channelCustId: 'C1001', name: 'Water meters', cardCount: 0 });
    expect(saved.labelId).toMatch(/^L[0-9A-F]{12}$/);
    expect(calls).toEqual(['create C1001 Water meters']);
  });

  it('makes platform roles name the enterprise', async () => {
    const { repo } = fakeRepo();
    await expect(createCardLabelService({ labels: repo, clock }).list(principal(1000), {})).rejects.toMatchObject({
      key: 'VALIDATION',
      field: 'channelCustId',
    });
  });

  it('never lets a secondary customer write, and hides card counts from it', async () => {
    const { repo, calls } = fakeRepo();
    const service = createCardLabelService({ labels: repo, clock });
    const east = principal(5000, 'S2001');
    await expect(service.save(east, { name: 'x', color: 'red' })).rejects.toMatchObject({ key: 'FORBIDDEN' });
    await expect(service.attach(east, { labelId: label.labelId, iccids: ['1'] })).rejects.toMatchObject({ key: 'FORBIDDEN' });
    await expect(service.remove(east, { labelId: label.labelId })).rejects.toMatchObject({ key: 'FORBIDDEN' });
    expect(calls).toEqual([]);
    expect((await service.list(east, {})).items[0]!.cardCount).toBeNull();
    expect((await service.detail(east, { labelId: label.labelId })).cardCount).toBeNull();
  });

  it('refuses an attach that would take a label over 10,000 cards', async () => {
    const { repo } = fakeRepo();
    const service = createCardLabelService({ labels: repo, clock });
    await expect(service.attach(principal(3000), { labelId: label.labelId, iccids: ['1', '2'] })).rejects.toMatchObject({
      key: 'LABEL_TOO_MANY_CARDS',
    });
    // Duplicates count once.
    expect((await service.attach(principal(3000), { labelId: label.labelId, iccids: ['1', '1'] })).changed).toEqual(['1']);
  });

  it('answers 404 for a label of another enterprise', async () => {
    const { repo } = fakeRepo();
    const globex = { ...principal(3000), channelCustId: 'C1002' };
    await expect(
      createCardLabelService({ labels: repo, clock }).detail(globex, { labelId: label.labelId }),
    ).rejects.toMatchObject({
      key: 'NOT_FOUND',
    });
  });
});
