/**
 * Golden scenarios of rating (issue #13 item 2): plan × usage × lifecycle × pool membership × packs →
 * the bill lines to the fen. Expected lines were worked out by hand from the rules in docs/decisions.md
 * "Rating (issue #13, item 1)"; the arithmetic is written beside each one. Defaults (rating-fixtures.ts):
 * monthly plan 30.00 CNY, 1 GB, overdraw 1 MB blocks at 0.10 CNY per MB, tax 6 %; CMCC calendar months.
 * A line is [kind, quantity, amount fen, tax fen, reason when not billed].
 */
import { GB, type LineDigest, MB, card, pack, plan, used } from './rating-fixtures.ts';
import { type RateCardInput, type RatePoolInput, STATE } from './rating-types.ts';

export interface GoldenScenario {
  id: string;
  why: string;
  /** Cards rated one by one (their lines in order)… */
  cards?: RateCardInput[];
  /** …or a pool: its members' lines in order, then the pool's. */
  pool?: RatePoolInput;
  lines: LineDigest[];
}

const activatedOn = (day: string) => ({ initialState: STATE.pendingActivation, stateChanges: [{ day, state: STATE.activated }] });
const deactivatedOn = (day: string) => ({ stateChanges: [{ day, state: 65 }] });
const fee = (days: number, amount: number, tax: number): LineDigest => ['planFee', days, amount, tax];
const full = (days: number) => fee(days, 3000, 180);
const over = (mb: number, amount: number, tax: number): LineDigest => ['overage', mb, amount, tax];
const packFee = (amount: number, tax: number): LineDigest => ['pack', 1, amount, tax];
const retail = { retailId: 'RT-ACME-1', retailPrice: 4000, taxRate: 13 };
const prepaid = plan({ goodsReleaseId: 'GR-PREPAID', tariffType: 1, releasePrice: 12000 });
const flexible = plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6 });
const fixed5 = plan({ goodsReleaseId: 'GR-FIXED', tariffType: 18, quotaBytes: 5 * GB });
const member = (iccid: string, cycleMonth: string, over: Partial<RateCardInput> = {}, operator?: 'CUCC') =>
  card(cycleMonth, { iccid, plan: flexible, ...over }, operator);

const singles: GoldenScenario[] = [
  // Month lengths: a whole cycle is the whole price, whatever its length.
  { id: 'G01', why: '31-day month, whole cycle: full fee, 6 % tax', cards: [card('2026-01')], lines: [full(31)] },
  { id: 'G02', why: '28-day February, whole cycle: full fee', cards: [card('2026-02')], lines: [full(28)] },
  { id: 'G03', why: 'leap February (29 days), whole cycle: full fee', cards: [card('2028-02')], lines: [full(29)] },
  { id: 'G04', why: '30-day month, whole cycle: full fee', cards: [card('2026-04')], lines: [full(30)] },
  { id: 'G05', why: 'CUCC cycle 02-26..03-25 has 28 days: full fee', cards: [card('2026-03', {}, 'CUCC')], lines: [full(28)] },
  {
    id: 'G06',
    why: 'CUCC cycle 2025-12-26..2026-01-25 spans the year: 31 days, full fee',
    cards: [card('2026-01', {}, 'CUCC')],
    lines: [full(31)],
  },
  // Entering mid-cycle: price × billed days / cycle days, half-up, then 6 % tax half-up.
  {
    id: 'G07',
    why: 'activated 01-16 of 31 days: 3000×16/31=1548.39→1548, tax 92.88→93',
    cards: [card('2026-01', activatedOn('2026-01-16'))],
    lines: [fee(16, 1548, 93)],
  },
  {
    id: 'G08',
    why: 'activated 02-15 of 28 days: 3000×14/28=1500, tax 90',
    cards: [card('2026-02', activatedOn('2026-02-15'))],
    lines: [fee(14, 1500, 90)],
  },
  {
    id: 'G09',
    why: 'activated 02-15 of leap 29 days: 3000×15/29=1551.72→1552, tax 93.12→93',
    cards: [card('2028-02', activatedOn('2028-02-15'))],
    lines: [fee(15, 1552, 93)],
  },
  {
    id: 'G10',
    why: 'activated 04-11 of 30 days: 20 days, 2000, tax 120',
    cards: [card('2026-04', activatedOn('2026-04-11'))],
    lines: [fee(20, 2000, 120)],
  },
  {
    id: 'G11',
    why: 'CUCC 28-day cycle, activated 03-01: 25 days, 3000×25/28=2678.57→2679, tax 160.74→161',
    cards: [card('2026-03', activatedOn('2026-03-01'), 'CUCC')],
    lines: [fee(25, 2679, 161)],
  },
  {
    id: 'G12',
    why: 'CUCC cycle across the year, activated 01-01: 25 of 31 days, 2419.35→2419, tax 145.14→145',
    cards: [card('2026-01', activatedOn('2026-01-01'), 'CUCC')],
    lines: [fee(25, 2419, 145)],
  },
  // Leaving mid-cycle: the day of the change is billed whole.
  {
    id: 'G13',
    why: 'deactivated 01-10: days 1..10, 3000×10/31=967.74→968, tax 58.08→58',
    cards: [card('2026-01', deactivatedOn('2026-01-10'))],
    lines: [fee(10, 968, 58)],
  },
  {
    id: 'G14',
    why: 'leaves the plan after 04-15: 15 of 30 days, 1500, tax 90',
    cards: [card('2026-04', { onPlan: { to: '2026-04-15' } })],
    lines: [fee(15, 1500, 90)],
  },
  {
    id: 'G15',
    why: 'active 04-05 to 04-24 (both days whole): 20 days, 2000, tax 120',
    cards: [
      card('2026-04', {
        initialState: 62,
        stateChanges: [
          { day: '2026-04-05', state: 64 },
          { day: '2026-04-24', state: 65 },
        ],
      }),
    ],
    lines: [fee(20, 2000, 120)],
  },
  // Rounding edges: exact halves of a fen go up.
  {
    id: 'G16',
    why: 'price 9.99, 15 of 30 days: 499.5 → 500, tax 30',
    cards: [card('2026-04', { plan: plan({ releasePrice: 999 }), ...activatedOn('2026-04-16') })],
    lines: [fee(15, 500, 30)],
  },
  {
    id: 'G17',
    why: 'price 10.01, 14 of 28 days: 500.5 → 501, tax 30.06 → 30',
    cards: [card('2026-02', { plan: plan({ releasePrice: 1001 }), ...activatedOn('2026-02-15') })],
    lines: [fee(14, 501, 30)],
  },
  {
    id: 'G18',
    why: 'price 1.50 at 3 %: tax 4.5 → 5',
    cards: [card('2026-04', { plan: plan({ releasePrice: 150, taxRate: 3 }) })],
    lines: [fee(30, 150, 5)],
  },
  {
    id: 'G19',
    why: 'price 0.50 at 1 %: tax 0.5 → 1',
    cards: [card('2026-04', { plan: plan({ releasePrice: 50, taxRate: 1 }) })],
    lines: [fee(30, 50, 1)],
  },
  {
    id: 'G20',
    why: 'price 0.49 at 1 %: tax 0.49 → 0',
    cards: [card('2026-04', { plan: plan({ releasePrice: 49, taxRate: 1 }) })],
    lines: [fee(30, 49, 0)],
  },
  {
    id: 'G21',
    why: 'price 21.00, last day of February only: 2100/28=75, tax 4.5 → 5',
    cards: [card('2026-02', { plan: plan({ releasePrice: 2100 }), ...activatedOn('2026-02-28') })],
    lines: [fee(1, 75, 5)],
  },
  {
    id: 'G22',
    why: 'price 46.50 at 3 %, 01-31 only: 4650/31=150, tax 4.5 → 5',
    cards: [card('2026-01', { plan: plan({ releasePrice: 4650, taxRate: 3 }), ...activatedOn('2026-01-31') })],
    lines: [fee(1, 150, 5)],
  },
  {
    id: 'G23',
    why: 'overage 15 MB at 3 %: 150 fen, tax 4.5 → 5; fee tax 90',
    cards: [card('2026-04', { plan: plan({ taxRate: 3 }), usage: [used('2026-04-09', GB + 15 * MB)] })],
    lines: [fee(30, 3000, 90), over(15, 150, 5)],
  },
  {
    id: 'G24',
    why: 'price 0.01, 15 of 31 days: 0.48 → 0 fen (billed days, nothing to pay)',
    cards: [card('2026-01', { plan: plan({ releasePrice: 1 }), ...activatedOn('2026-01-17') })],
    lines: [fee(15, 0, 0)],
  },
  {
    id: 'G25',
    why: 'price 0.01, 16 of 31 days: 0.516 → 1 fen, tax 0.06 → 0',
    cards: [card('2026-01', { plan: plan({ releasePrice: 1 }), ...activatedOn('2026-01-16') })],
    lines: [fee(16, 1, 0)],
  },
];

const overages: GoldenScenario[] = [
  {
    id: 'G26',
    why: 'overdraw: 600 MB + 524 MB = 1 GB + 100 MB, 100 MB × 10 = 1000, tax 60',
    cards: [card('2026-01', { usage: [used('2026-01-05', 600 * MB), used('2026-01-20', 524 * MB)] })],
    lines: [full(31), over(100, 1000, 60)],
  },
  {
    id: 'G27',
    why: 'overdraw grade 5: 101 MB over → 21 blocks = 105 MB, 1050, tax 63',
    cards: [card('2026-01', { plan: plan({ outOfPlanGrade: 5 }), usage: [used('2026-01-05', GB + 101 * MB)] })],
    lines: [full(31), over(105, 1050, 63)],
  },
  {
    id: 'G28',
    why: 'overdraw grade 10: one byte over is a whole 10 MB block, 100, tax 6',
    cards: [card('2026-01', { plan: plan({ outOfPlanGrade: 10 }), usage: [used('2026-01-05', GB + 1)] })],
    lines: [full(31), over(10, 100, 6)],
  },
  {
    id: 'G29',
    why: 'nextStatus: 100 MB beyond the quota shown, not billed',
    cards: [card('2026-01', { plan: plan({ useUpAction: 'nextStatus' }), usage: [used('2026-01-05', GB + 100 * MB)] })],
    lines: [full(31), ['overage', 0, 0, 0, 'overageStoppedNextStatus']],
  },
  {
    id: 'G30',
    why: 'nextStatus moved the card to 65 on 01-21: 21 days 2032.26→2032, tax 121.9→122; leakage not billed',
    cards: [
      card('2026-01', {
        plan: plan({ useUpAction: 'nextStatus' }),
        ...deactivatedOn('2026-01-21'),
        usage: [used('2026-01-10', GB), used('2026-01-21', 5 * MB)],
      }),
    ],
    lines: [fee(21, 2032, 122), ['overage', 0, 0, 0, 'overageStoppedNextStatus']],
  },
  {
    id: 'G31',
    why: 'blockUntilCycleEnd: 2 MB leaked beyond the quota, not billed',
    cards: [card('2026-01', { plan: plan({ useUpAction: 'blockUntilCycleEnd' }), usage: [used('2026-01-05', GB + 2 * MB)] })],
    lines: [full(31), ['overage', 0, 0, 0, 'overageBlockedUntilCycleEnd']],
  },
  {
    id: 'G32',
    why: 'blockUntilCycleEnd exactly at the quota: no overage line',
    cards: [card('2026-01', { plan: plan({ useUpAction: 'blockUntilCycleEnd' }), usage: [used('2026-01-05', GB)] })],
    lines: [full(31)],
  },
  {
    id: 'G33',
    why: 'overdraw exactly at the quota: no overage line',
    cards: [card('2026-01', { usage: [used('2026-01-05', GB)] })],
    lines: [full(31)],
  },
  {
    id: 'G34',
    why: 'activated 04-16: quota 512 MB, 600 MB used, 88 MB → 880, tax 52.8→53',
    cards: [card('2026-04', { ...activatedOn('2026-04-16'), usage: [used('2026-04-20', 600 * MB)] })],
    lines: [fee(15, 1500, 90), over(88, 880, 53)],
  },
  {
    id: 'G35',
    why: 'activated 02-22 (7 of 28): fee 750, quota 256 MB, 300 MB used → 44 MB, 440, tax 26.4→26',
    cards: [card('2026-02', { ...activatedOn('2026-02-22'), usage: [used('2026-02-25', 300 * MB)] })],
    lines: [fee(7, 750, 45), over(44, 440, 26)],
  },
  {
    id: 'G36',
    why: 'usage while silent (before activation) is not counted: 500 MB of a 512 MB quota billed, 200 MB shown',
    cards: [
      card('2026-04', { ...activatedOn('2026-04-16'), usage: [used('2026-04-10', 200 * MB), used('2026-04-20', 500 * MB)] }),
    ],
    lines: [fee(15, 1500, 90), ['unbilledUsage', 200 * MB, 0, 0, 'silentPeriod']],
  },
];

const lifecycle: GoldenScenario[] = [
  {
    id: 'G37',
    why: 'test state all cycle on a monthly plan: nothing billed, usage shown',
    cards: [card('2026-04', { initialState: STATE.test, usage: [used('2026-04-03', 30 * MB)] })],
    lines: [
      ['planFee', 0, 0, 0, 'testPeriod'],
      ['unbilledUsage', 30 * MB, 0, 0, 'testPeriod'],
    ],
  },
  {
    id: 'G38',
    why: 'test until 04-21 then active: 10 days 1000/60; test usage not billed; 341.33 MB quota unused',
    cards: [
      card('2026-04', {
        initialState: STATE.test,
        stateChanges: [{ day: '2026-04-21', state: 64 }],
        usage: [used('2026-04-05', 10 * MB)],
      }),
    ],
    lines: [fee(10, 1000, 60), ['unbilledUsage', 10 * MB, 0, 0, 'testPeriod']],
  },
  {
    id: 'G39',
    why: 'stock (63) all cycle: silent period, not billed',
    cards: [card('2026-04', { initialState: STATE.stock })],
    lines: [['planFee', 0, 0, 0, 'silentPeriod']],
  },
  {
    id: 'G40',
    why: 'test plan (10) begins 01-05: test price 25.50 at 3 %, tax 76.5→77; test usage not billed',
    cards: [
      card('2026-01', {
        plan: plan({ tariffType: 10, testPrice: 2550, taxRate: 3, quotaBytes: MB }),
        initialState: STATE.test,
        termStarts: ['2026-01-05'],
        usage: [used('2026-01-06', MB)],
      }),
    ],
    lines: [
      ['testFee', 1, 2550, 77],
      ['unbilledUsage', MB, 0, 0, 'testPeriod'],
    ],
  },
  {
    id: 'G41',
    why: 'test plan in a later cycle: no test fee',
    cards: [
      card('2026-02', { plan: plan({ tariffType: 10, testPrice: 2550 }), initialState: STATE.test, termStarts: ['2026-01-05'] }),
    ],
    lines: [['testFee', 0, 0, 0, 'testPeriod']],
  },
  {
    id: 'G42',
    why: 'deactivated (65) all cycle: not billed',
    cards: [card('2026-04', { initialState: 65 })],
    lines: [['planFee', 0, 0, 0, 'notActive']],
  },
  {
    id: 'G43',
    why: 'CUCC 28-day cycle, activated 03-20: 6 days, 642.86→643, tax 38.58→39',
    cards: [card('2026-03', activatedOn('2026-03-20'), 'CUCC')],
    lines: [fee(6, 643, 39)],
  },
  {
    id: 'G44',
    why: 'moves to a 60.00 plan from 04-11: old plan 10 days 1000/60, new plan 20 days 4000/240',
    cards: [
      card('2026-04', { onPlan: { to: '2026-04-10' } }),
      card('2026-04', {
        plan: plan({ goodsReleaseId: 'GR-BIG', releasePrice: 6000, quotaBytes: 2 * GB }),
        onPlan: { from: '2026-04-11' },
      }),
    ],
    lines: [fee(10, 1000, 60), fee(20, 4000, 240)],
  },
];

const prepaidAndRetail: GoldenScenario[] = [
  {
    id: 'G45',
    why: 'prepaid single: 120.00 term bought 01-10 charged whole, tax 720',
    cards: [card('2026-01', { plan: prepaid, termStarts: ['2026-01-10'] })],
    lines: [fee(1, 12000, 720)],
  },
  {
    id: 'G46',
    why: 'prepaid single, term bought before: no fee; 10 MB overage 100/6',
    cards: [card('2026-01', { plan: prepaid, termStarts: ['2025-11-10'], usage: [used('2026-01-02', GB + 10 * MB)] })],
    lines: [['planFee', 0, 0, 0, 'prepaidTerm'], over(10, 100, 6)],
  },
  {
    id: 'G47',
    why: 'CUCC prepaid term bought 02-26 falls in cycle 2026-03',
    cards: [card('2026-03', { plan: prepaid, termStarts: ['2026-02-26'] }, 'CUCC')],
    lines: [fee(1, 12000, 720)],
  },
  {
    id: 'G48',
    why: 'CUCC prepaid term bought 02-26 is not in cycle 2026-02 (01-26..02-25)',
    cards: [card('2026-02', { plan: prepaid, termStarts: ['2026-02-26'] }, 'CUCC')],
    lines: [['planFee', 0, 0, 0, 'prepaidTerm']],
  },
  {
    id: 'G49',
    why: 'prepaid activated 01-16: quota 1 GB×16/31 = 554189329 B, 600 MB used → 71.48 MB → 72 MB, 720, tax 43.2→43',
    cards: [
      card('2026-01', {
        plan: prepaid,
        ...activatedOn('2026-01-16'),
        termStarts: ['2026-01-16'],
        usage: [used('2026-01-20', 600 * MB)],
      }),
    ],
    lines: [fee(1, 12000, 720), over(72, 720, 43)],
  },
  {
    id: 'G50',
    why: 'retail card: 40.00 retail price at 13 %, tax 520',
    cards: [card('2026-04', { retail })],
    lines: [fee(30, 4000, 520)],
  },
  {
    id: 'G51',
    why: 'retail activated 01-16: 4000×16/31=2064.52→2065, tax 268.45→268',
    cards: [card('2026-01', { retail, ...activatedOn('2026-01-16') })],
    lines: [fee(16, 2065, 268)],
  },
  {
    id: 'G52',
    why: 'retail overage 7 MB at the plan’s 0.10: 70, tax 13 % 9.1→9',
    cards: [card('2026-04', { retail, usage: [used('2026-04-02', GB + 7 * MB)] })],
    lines: [fee(30, 4000, 520), over(7, 70, 9)],
  },
];

const packs: GoldenScenario[] = [
  {
    id: 'G53',
    why: 'event pack 100 MB covers 1 GB + 100 MB: pack 500/30, no overage',
    cards: [card('2026-04', { packs: [pack(8, '2026-04-10')], usage: [used('2026-04-20', GB + 100 * MB)] })],
    lines: [full(30), packFee(500, 30)],
  },
  {
    id: 'G54',
    why: 'event pack 100 MB, 150 MB beyond quota: 50 MB → 500/30',
    cards: [card('2026-04', { packs: [pack(8, '2026-04-10')], usage: [used('2026-04-20', GB + 150 * MB)] })],
    lines: [full(30), packFee(500, 30), over(50, 500, 30)],
  },
  {
    id: 'G55',
    why: 'event pack of the previous cycle: no fee, no volume; 50 MB → 500/30',
    cards: [card('2026-04', { packs: [pack(8, '2026-03-31')], usage: [used('2026-04-20', GB + 50 * MB)] })],
    lines: [full(30), over(50, 500, 30)],
  },
  {
    id: 'G56',
    why: 'add-on pack (3 cycles) of 03-15 still adds 100 MB in 2026-04, no fee',
    cards: [
      card('2026-04', { packs: [pack(9, '2026-03-15', {}, { validCycles: 3 })], usage: [used('2026-04-20', GB + 100 * MB)] }),
    ],
    lines: [full(30)],
  },
  {
    id: 'G57',
    why: 'add-on pack (3 cycles) of 02-15 has expired in 2026-05: 100 MB → 1000/60',
    cards: [
      card('2026-05', { packs: [pack(9, '2026-02-15', {}, { validCycles: 3 })], usage: [used('2026-05-20', GB + 100 * MB)] }),
    ],
    lines: [full(31), over(100, 1000, 60)],
  },
  {
    id: 'G58',
    why: 'excess pack 200 MB for 8.00 (tax 48); 250 MB beyond quota → 50 MB, 500/30',
    cards: [
      card('2026-04', {
        packs: [pack(11, '2026-04-20', { releasePrice: 800, quotaBytes: 200 * MB })],
        usage: [used('2026-04-25', GB + 250 * MB)],
      }),
    ],
    lines: [full(30), packFee(800, 48), over(50, 500, 30)],
  },
  {
    id: 'G59',
    why: 'value-added pack 12.50 (tax 75) adds no data: 10 MB → 100/6',
    cards: [
      card('2026-04', { packs: [pack(14, '2026-04-02', { releasePrice: 1250 })], usage: [used('2026-04-25', GB + 10 * MB)] }),
    ],
    lines: [full(30), packFee(1250, 75), over(10, 100, 6)],
  },
  {
    id: 'G60',
    why: 'pack 1.50 at 3 %: tax 4.5 → 5',
    cards: [card('2026-04', { packs: [pack(8, '2026-04-02', { releasePrice: 150, taxRate: 3 })] })],
    lines: [full(30), packFee(150, 5)],
  },
  {
    id: 'G61',
    why: 'CUCC pack of 03-26 belongs to cycle 2026-04: none in 2026-03; 20 MB → 200/12',
    cards: [card('2026-03', { packs: [pack(8, '2026-03-26')], usage: [used('2026-03-20', GB + 20 * MB)] }, 'CUCC')],
    lines: [full(28), over(20, 200, 12)],
  },
  {
    id: 'G62',
    why: 'retail card orders a pack at its retail price 6.00 (pack tax 6 %: 36)',
    cards: [card('2026-04', { retail, packs: [pack(8, '2026-04-02', {}, { price: 600 })] })],
    lines: [fee(30, 4000, 520), packFee(600, 36)],
  },
];

const pool = (poolId: string, poolPlan: RatePoolInput['plan'], members: RateCardInput[]): RatePoolInput => ({
  poolId,
  plan: poolPlan,
  members,
});
const poolOver = (mb: number, amount: number, tax: number): LineDigest => ['poolOverage', mb, amount, tax];

const pools: GoldenScenario[] = [
  {
    id: 'G63',
    why: 'flexible pool of 2 × 1 GB, 800 MB + 1324 MB = 2124 MB used: 76 MB over, 760, tax 45.6→46',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-02', 800 * MB)] }),
      member('B', '2026-04', { usage: [used('2026-04-03', GB + 300 * MB)] }),
    ]),
    lines: [full(30), full(30), poolOver(76, 760, 46)],
  },
  {
    id: 'G64',
    why: 'B joins 04-16: pool 1 GB + 512 MB; B’s 100 MB before is its own; 1 GB 700 MB pooled → 188 MB, 1880, tax 112.8→113',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-03', GB)] }),
      member('B', '2026-04', {
        inPool: { from: '2026-04-16' },
        usage: [used('2026-04-05', 100 * MB), used('2026-04-20', 700 * MB)],
      }),
    ]),
    lines: [full(30), full(30), poolOver(188, 1880, 113)],
  },
  {
    id: 'G65',
    why: 'B leaves after 04-10: brings 357913941 B; own 715827883 B covers its 400 MB; pool over 61516459 B → 59 MB, 590, tax 35.4→35',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-05', GB + 400 * MB)] }),
      member('B', '2026-04', { inPool: { to: '2026-04-10' }, usage: [used('2026-04-20', 400 * MB)] }),
    ]),
    lines: [full(30), full(30), poolOver(59, 590, 35)],
  },
  {
    id: 'G66',
    why: 'B activated 04-21 inside the pool: fee 1000/60, brings 1/3 GB; 1 GB 300 MB < 1431655765 B, no overage',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-05', GB + 300 * MB)] }),
      member('B', '2026-04', activatedOn('2026-04-21')),
    ]),
    lines: [full(30), fee(10, 1000, 60)],
  },
  {
    id: 'G67',
    why: 'pool blocked until cycle end: 1 MB leaked beyond the pool, not billed',
    pool: pool('P2', plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6, useUpAction: 'blockUntilCycleEnd' }), [
      member('A', '2026-04', { usage: [used('2026-04-05', GB + MB)] }),
    ]),
    lines: [full(30), ['poolOverage', 0, 0, 0, 'overageBlockedUntilCycleEnd']],
  },
  {
    id: 'G68',
    why: 'pool under nextStatus: 3 MB beyond the pool, not billed',
    pool: pool('P2', plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6, useUpAction: 'nextStatus' }), [
      member('A', '2026-04', { usage: [used('2026-04-05', GB + 3 * MB)] }),
    ]),
    lines: [full(30), ['poolOverage', 0, 0, 0, 'overageStoppedNextStatus']],
  },
  {
    id: 'G69',
    why: 'pool overdraw grade 10: one byte beyond 2 GB is a 10 MB block, 100/6',
    pool: pool('P3', plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6, outOfPlanGrade: 10 }), [
      member('A', '2026-04', { usage: [used('2026-04-05', GB)] }),
      member('B', '2026-04', { usage: [used('2026-04-05', GB + 1)] }),
    ]),
    lines: [full(30), full(30), poolOver(10, 100, 6)],
  },
  {
    id: 'G70',
    why: 'fixed pool of 5 GB, 3 cards × 2 GB: 1 GB over = 1024 MB, 10240, tax 614.4→614',
    pool: pool(
      'P4',
      fixed5,
      ['A', 'B', 'C'].map((iccid) => card('2026-04', { iccid, plan: fixed5, usage: [used('2026-04-05', 2 * GB)] })),
    ),
    lines: [full(30), full(30), full(30), poolOver(1024, 10240, 614)],
  },
  {
    id: 'G71',
    why: 'fixed pool, B joins 04-16: its 50 MB before has no allowance (500/30); pool 5 GB + 1 MB used → 10, tax 0.6→1',
    pool: pool('P4', fixed5, [
      card('2026-04', { iccid: 'A', plan: fixed5, usage: [used('2026-04-05', 4 * GB)] }),
      card('2026-04', {
        iccid: 'B',
        plan: fixed5,
        inPool: { from: '2026-04-16' },
        usage: [used('2026-04-05', 50 * MB), used('2026-04-20', GB + MB)],
      }),
    ]),
    lines: [full(30), full(30), over(50, 500, 30), poolOver(1, 10, 1)],
  },
  {
    id: 'G72',
    why: 'prepaid shared pool: A’s term bought this cycle, B’s before; 2 GB pool, 5 MB over → 50, tax 3',
    pool: pool('P5', plan({ goodsReleaseId: 'GR-PSHARED', tariffType: 2 }), [
      card('2026-04', {
        iccid: 'A',
        plan: plan({ goodsReleaseId: 'GR-PSHARED', tariffType: 2 }),
        termStarts: ['2026-04-01'],
        usage: [used('2026-04-05', GB)],
      }),
      card('2026-04', {
        iccid: 'B',
        plan: plan({ goodsReleaseId: 'GR-PSHARED', tariffType: 2 }),
        termStarts: ['2026-01-01'],
        usage: [used('2026-04-05', GB + 5 * MB)],
      }),
    ]),
    lines: [fee(1, 3000, 180), ['planFee', 0, 0, 0, 'prepaidTerm'], poolOver(5, 50, 3)],
  },
  {
    id: 'G73',
    why: 'a member in test all cycle brings no quota and its usage is not billed; A alone fits its 1 GB',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-05', GB)] }),
      member('B', '2026-04', { initialState: STATE.test, usage: [used('2026-04-05', 100 * MB)] }),
    ]),
    lines: [full(30), ['planFee', 0, 0, 0, 'testPeriod'], ['unbilledUsage', 100 * MB, 0, 0, 'testPeriod']],
  },
  {
    id: 'G74',
    why: 'a pooled member’s event pack tops up the pool: 1 GB 100 MB fits, pack 500/30',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { packs: [pack(8, '2026-04-10')], usage: [used('2026-04-20', GB + 100 * MB)] }),
    ]),
    lines: [full(30), packFee(500, 30)],
  },
  {
    id: 'G75',
    why: 'retail member pays 4000/520; pool overage 10 MB priced by the pool plan: 100, tax 6',
    pool: pool('P1', flexible, [
      member('A', '2026-04', { usage: [used('2026-04-05', GB)] }),
      member('B', '2026-04', { retail, usage: [used('2026-04-05', GB + 10 * MB)] }),
    ]),
    lines: [full(30), fee(30, 4000, 520), poolOver(10, 100, 6)],
  },
  {
    id: 'G76',
    why: 'CUCC pool 02-26..03-25, B joins 03-12 (14 of 28 days → 512 MB): 1 GB 600 MB used → 88 MB, 880, tax 53',
    pool: pool('P6', flexible, [
      member('A', '2026-03', { usage: [used('2026-02-27', GB)] }, 'CUCC'),
      member('B', '2026-03', { inPool: { from: '2026-03-12' }, usage: [used('2026-03-20', 600 * MB)] }, 'CUCC'),
    ]),
    lines: [full(28), full(28), poolOver(88, 880, 53)],
  },
  {
    id: 'G77',
    why: 'leap-year pool, B activated 02-15 (15 of 29 days): fee 1552/93, brings 555383702 B; its 600 MB → 70.35 MB → 71 MB, 710, tax 42.6→43',
    pool: pool('P1', flexible, [
      member('A', '2028-02', { usage: [used('2028-02-03', GB)] }),
      member('B', '2028-02', { ...activatedOn('2028-02-15'), usage: [used('2028-02-20', 600 * MB)] }),
    ]),
    lines: [full(29), fee(15, 1552, 93), poolOver(71, 710, 43)],
  },
];

export const goldenScenarios: GoldenScenario[] = [...singles, ...overages, ...lifecycle, ...prepaidAndRetail, ...packs, ...pools];
