import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { s3Client } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { isConditionFailure, queryPage } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import type { DownloadTask } from './download-model.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as DownloadTask;

/** Download tasks (one item each under the requester's scope), their files in the exports bucket, and the export machine. */
export function createDownloadRepository(
  db = documentClient(),
  s3 = s3Client(),
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const bucket = () => config('exportsBucket');
  return {
    async create(task: DownloadTask): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.downloadTask(task.scope, task.taskId), ...task },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async start(task: Pick<DownloadTask, 'scope' | 'taskId'>): Promise<void> {
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: config('exportStateMachineArn'),
          name: task.taskId,
          input: JSON.stringify({ scope: task.scope, taskId: task.taskId }),
        }),
      );
    },
    async get(scope: string, taskId: string): Promise<DownloadTask | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.downloadTask(scope, taskId), ConsistentRead: true }),
      );
      return Item ? strip(Item) : undefined;
    },
    /** A scope's tasks, newest first: one Query per page. */
    async list(scope: string, o: { cursor?: string; pageSize: number }): Promise<Page<DownloadTask>> {
      const pk = keys.downloadTask(scope, '').pk;
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
          ExpressionAttributeValues: { ':pk': pk, ':task': skPrefix.downloadTask },
          ScanIndexForward: false,
        },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 1, cursorKey: ['pk', 'sk'], partition: { name: 'pk', value: pk } },
        strip,
      );
    },
    /** Sets fields of a task that is still processing; false when it has already ended. */
    async update(scope: string, taskId: string, set: Partial<DownloadTask>): Promise<boolean> {
      const expr = setExpression(set);
      try {
        await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.downloadTask(scope, taskId),
            ...expr,
            ConditionExpression: 'attribute_exists(pk) AND #st = :processing',
            ExpressionAttributeNames: { ...expr.ExpressionAttributeNames, '#st': 'status' },
            ExpressionAttributeValues: { ...expr.ExpressionAttributeValues, ':processing': 'processing' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /** The card counters of a scope (`<scope>#STAT`), for an upper bound of an export's rows. */
    async cardCounters(scope: string): Promise<Record<string, number>> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.cardStats(scope) }));
      return (Item ?? {}) as Record<string, number>;
    },
    async putFile(key: string, body: Buffer, contentType: string): Promise<void> {
      await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
    },
    /** A short-lived GET link that downloads the file under its display name. */
    downloadUrl: (key: string, fileName: string, expiresIn: number) =>
      getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket(),
          Key: key,
          ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        }),
        { expiresIn },
      ),
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
