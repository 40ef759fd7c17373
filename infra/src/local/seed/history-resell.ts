/**
 * The demo's resale statuses (issue #17 item 2, `/shortcuts/resell/list`): through the resell API as
 * the enterprise would, a sync of every other card of the list's first rows (so the page shows
 * recorded statuses next to cards never synced, which the screen's own sync then records) and one
 * card listed for resale at the operator. Acme's and Globex's: the platform opens the list on either.
 */
import type { SeedClient } from './history-client.ts';

interface ResellPage {
  items: { iccid: string; recorded: unknown; reported: { status: string } | null }[];
}

/** How many of the list's first rows the seed looks at; it syncs every other one. */
const FIRST_ROWS = 20;

export async function seedResale(api: SeedClient): Promise<void> {
  for (const login of ['acme', 'globex'] as const) {
    const call = api.as(login);
    const page = await call<ResellPage>('/cmp/sim/resell/list', { pageSize: FIRST_ROWS });
    const chosen = page.items.filter((_, i) => i % 2 === 0);
    if (!chosen.length) continue;
    await call('/cmp/sim/resell/sync', { iccids: chosen.map((r) => r.iccid) });
    // One card the operator has not listed goes on sale: its record becomes "listed".
    const unlisted = chosen.find((r) => r.reported?.status === 'notListed');
    if (unlisted) await call('/cmp/sim/resell/set', { iccids: [unlisted.iccid], action: 'listed' });
  }
}
