import type { CardListRepository } from '../card/card-list.repository.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { dataPushRunEntity, dataPushTaskEntity } from '../shared/data/entities/data-push.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { PushSources } from './push-files.ts';
import { RUNS_LISTED } from './push-rules.ts';

export type DataPushTask = InferItem<typeof dataPushTaskEntity>;
export type DataPushRun = InferItem<typeof dataPushRunEntity>;

const notFound = () => new AppError('DATA_PUSH_NOT_FOUND', {}, 'taskId');

/**
 * Data-push tasks (in the enterprise's `#DATAPUSH` partition: a few per enterprise) and their runs
 * (one partition per task, by start time). The platform lists every task on `byAlternateId`; the
 * hourly worker reads the tasks that are on, up to the current hour, on a sparse key.
 */
export function createDataPushRepository(
  db: DocumentClient = documentClient(),
  table = () => config('tableName'),
  cards: Pick<CardListRepository, 'page'> = createCardListRepository(db, table),
) {
  const store = entityStore(db, table);
  return {
    get: (channelCustId: string, taskId: string) => store.get(dataPushTaskEntity, { channelCustId, taskId }, true),
    /** Every task of an enterprise (at most DATA_PUSH_TASKS_MAX). */
    ofEnterprise: (channelCustId: string) =>
      store.all(dataPushTaskEntity, { ...within(dataPushTaskEntity, { channelCustId }), consistent: true }),
    /** A page of every enterprise's tasks, newest first (the platform's list). */
    ofPlatform: (page: { cursor?: string; pageSize: number }): Promise<Page<DataPushTask>> =>
      store.page(
        dataPushTaskEntity,
        { ...within(dataPushTaskEntity, {}, 'tasksOfPlatform'), backwards: true },
        { ...page, maxReads: 3 },
      ),
    /** The tasks that are on and whose hour is at most `hour` (the hourly worker's candidates). */
    onUpTo: (hour: number) =>
      store.all(dataPushTaskEntity, {
        index: 'tasksOn',
        pk: dataPushTaskEntity.indexPrefix('tasksOn', {}).pk,
        sk: { lessOrEqual: `H${String(hour).padStart(2, '0')}#~` },
      }),
    create: (task: DataPushTask) => store.put(dataPushTaskEntity, task, 'absent', new AppError('CONFLICT', {}, 'taskId')),
    /** Replaces a task that still exists. */
    replace: (task: DataPushTask) => store.put(dataPushTaskEntity, task, 'exists', notFound()),
    remove: (channelCustId: string, taskId: string) =>
      store.delete(dataPushTaskEntity, { channelCustId, taskId }, 'exists', notFound()),
    /**
     * Claims today's next scheduled attempt: only if the task was not pushed today and its attempt
     * count is still the one read (two workers never both push). False when someone else claimed it.
     */
    async claimAttempt(task: DataPushTask, day: string): Promise<boolean> {
      const seen = task.attemptDay === day ? (task.attempts ?? 0) : 0;
      const res = await store.update(
        dataPushTaskEntity,
        { channelCustId: task.channelCustId, taskId: task.taskId },
        {
          set: { attemptDay: day, attempts: seen + 1 },
          current: task,
          condition: {
            expression:
              'attribute_exists(pk) AND enabled = :on AND (attribute_not_exists(pushedDay) OR pushedDay <> :day) AND ' +
              '(attribute_not_exists(attemptDay) OR attemptDay <> :day OR attempts = :seen)',
            values: { ':on': true, ':day': day, ':seen': seen },
          },
          returnValues: 'ALL_NEW',
        },
        () => undefined,
      );
      return res !== undefined;
    },
    /** After a run: its outcome on the task (pushed today on success); a task deleted meanwhile is left deleted. */
    async recordOutcome(task: DataPushTask, run: DataPushRun): Promise<void> {
      await store
        .update(
          dataPushTaskEntity,
          { channelCustId: task.channelCustId, taskId: task.taskId },
          {
            set: {
              lastRunAt: run.finishedAt,
              lastStatus: run.status,
              ...(run.status === 'success' ? { pushedDay: run.day } : {}),
            },
            current: task,
            condition: 'exists',
          },
          () => undefined,
        )
        .catch(() => undefined);
    },
    putRun: (run: DataPushRun) => store.put(dataPushRunEntity, run),
    /** The latest runs of a task, newest first. */
    async runs(channelCustId: string, taskId: string): Promise<DataPushRun[]> {
      const page = await store.page(
        dataPushRunEntity,
        { ...within(dataPushRunEntity, { channelCustId, taskId }), backwards: true },
        { pageSize: RUNS_LISTED, maxReads: 1 },
      );
      return page.items;
    },
    /** Where a push reads its files from: the card list, and the cards' month items (one BatchGet a page). */
    sources: {
      cardPage: (tenant, cursor, lang) => cards.page(tenant, {}, { cursor, pageSize: 500, lang }),
      async usageDays(channelCustId, iccids, month) {
        const keys = iccids.map((iccid) => cardUsageMonthEntity.key({ channelCustId, iccid, month }));
        // Month items do not repeat the ICCID: it is read back from the partition key they were asked by.
        const iccidOf = new Map(keys.map((k, i) => [k.pk, iccids[i]!]));
        const items = await batchGetAll(db, table(), keys);
        return new Map(items.map((i) => [iccidOf.get(String(i.pk)) ?? '', i]));
      },
    } satisfies PushSources,
  };
}

export type DataPushRepository = ReturnType<typeof createDataPushRepository>;
