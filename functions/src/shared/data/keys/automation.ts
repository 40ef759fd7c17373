/** Automation rules and their indexes, data-push tasks and runs. */
export const automationKeys = {
  /** A rule of an enterprise: one Query lists its rules, by id (ids sort by creation time). */
  autoRule: (channelCustId: string, ruleId: string) => ({ pk: `CUST#${channelCustId}#RULE`, sk: ruleId }),
  /**
   * The match index: one item per enabled rule under its trigger kind, holding what matching and
   * evaluation need; one Query answers the rules an event of that kind may fire.
   */
  autoRuleIndex: (channelCustId: string, triggerKind: string, ruleId: string) => ({
    pk: `CUST#${channelCustId}#RULEIDX#${triggerKind}`,
    sk: ruleId,
  }),
  /**
   * The expiry index: every enabled C (expiry) rule of every enterprise in one platform partition, by
   * enterprise then rule, so the daily expiry run reads only the enterprises that have one.
   */
  autoRuleExpiryIndex: (channelCustId: string, ruleId: string) => ({
    pk: 'PLATFORM#RULEIDX#EXPIRY',
    sk: `${channelCustId}#${ruleId}`,
  }),
  /** A day's expiry run (its job record), by day; its chunk markers beside it, by index. */
  autoRuleExpiryRun: (day: string) => ({ pk: 'PLATFORM#EXPIRYRUN', sk: day }),
  autoRuleExpiryRunChunk: (day: string, index: number) => ({
    pk: `PLATFORM#EXPIRYRUN#${day}`,
    sk: String(index).padStart(6, '0'),
  }),
  /** A data-push (SFTP) task of an enterprise; the enterprise's tasks are one Query. */
  dataPushTask: (channelCustId: string, taskId: string) => ({ pk: `CUST#${channelCustId}#DATAPUSH`, sk: taskId }),
  /** One run of a data-push task, by start time (listed newest first). */
  dataPushRun: (channelCustId: string, taskId: string, startedAt: string, runId: string) => ({
    pk: `CUST#${channelCustId}#DATAPUSH#${taskId}`,
    sk: `${startedAt}#${runId}`,
  }),
} as const;

/** Data-push tasks across enterprises: the platform's list and the tasks that are on. */
export const automationAltKeys = {
  /** On a data-push task: every enterprise's tasks (the platform's list), by creation time then id. */
  dataPushOfPlatform: (createdAt: string, taskId: string) => ({ gsi2pk: 'PLATFORM#DATAPUSH', gsi2sk: `${createdAt}#${taskId}` }),
  /** On a data-push task that is on (sparse, index `bySubCustomerState`): by its Shanghai hour, what the hourly worker reads. */
  dataPushOn: (hour: number, channelCustId: string, taskId: string) => ({
    gsi3pk: 'PLATFORM#DATAPUSH#ON',
    gsi3sk: `H${String(hour).padStart(2, '0')}#${channelCustId}#${taskId}`,
  }),
};
