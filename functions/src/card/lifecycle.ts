/**
 * SIM lifecycle codes (spec §4) and the transitions a batch state change may make. Labels are data
 * so an operator can swap the two readings of 62/63 (owner decision: 62 pending activation, 63 stock).
 */
export const lifecycle = {
  60: { zh: '开始', en: 'Start' },
  61: { zh: '测试', en: 'Test' },
  62: { zh: '待激活', en: 'Pending activation' },
  63: { zh: '库存', en: 'Stock' },
  64: { zh: '已激活', en: 'Activated' },
  65: { zh: '已停用', en: 'Deactivated' },
  66: { zh: '失效', en: 'Invalid' },
  67: { zh: '已销户', en: 'Cancelled' },
  68: { zh: '强制停机', en: 'Forced shutdown' },
} as const;

export type LifecycleState = keyof typeof lifecycle;
export const lifecycleCodes = Object.keys(lifecycle).map(Number) as LifecycleState[];

const transitions: Record<LifecycleState, readonly LifecycleState[]> = {
  60: [],
  61: [62, 63, 64],
  62: [63, 64],
  63: [62, 64],
  64: [65, 68],
  65: [64, 67],
  66: [67],
  67: [],
  68: [64, 67],
};

export const canTransition = (from: LifecycleState, to: LifecycleState): boolean => transitions[from].includes(to);

/** The states a card in `state` may move to (none for an unknown code); the portal offers these. */
export const nextStates = (state: number): readonly LifecycleState[] => transitions[state as LifecycleState] ?? [];

export const stateLabel = (state: number, lang: 'zh-CN' | 'en-US'): string => {
  const entry = lifecycle[state as LifecycleState];
  return entry ? (lang === 'en-US' ? entry.en : entry.zh) : String(state);
};
