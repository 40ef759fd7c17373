import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { widgetOriginEntity, widgetSessionEntity, widgetTokenEntity } from '../shared/data/entities/widget.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export type WidgetSession = InferItem<typeof widgetSessionEntity>;
export type WidgetToken = InferItem<typeof widgetTokenEntity>;

/** Widget sessions, their tokens and the origin directory: the only module that reads or writes them. */
export function createWidgetRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** A new session (its id is new: absent-only). */
    putSession: (session: WidgetSession): Promise<void> => store.put(widgetSessionEntity, session, 'absent'),

    session: (sessionId: string): Promise<WidgetSession | undefined> => store.get(widgetSessionEntity, { sessionId }, true),

    /**
     * The one exchange: marks the session exchanged (only if it never was and is still valid) and
     * stores the token, in one transaction; a second exchange, or one after the expiry, changes nothing.
     */
    async exchange(session: WidgetSession, token: WidgetToken, now: { iso: string; epoch: number }): Promise<void> {
      await store.transact([
        {
          item: {
            Update: {
              TableName: table(),
              Key: widgetSessionEntity.key({ sessionId: session.sessionId }),
              UpdateExpression: 'SET exchangedAt = :at',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(exchangedAt) AND expiresAt > :now',
              ExpressionAttributeValues: { ':at': now.iso, ':now': now.epoch },
            },
          },
          onFail: new AppError('WIDGET_SESSION_USED'),
        },
        entitySteps.put(table(), widgetTokenEntity, token, 'absent'),
      ]);
    },

    token: (tokenHash: string): Promise<WidgetToken | undefined> => store.get(widgetTokenEntity, { tokenHash }),

    /** Whether any enterprise allows the origin (the CORS preflight): one Query of at most one item. */
    async originKnown(origin: string): Promise<boolean> {
      const page = await store.page(widgetOriginEntity, within(widgetOriginEntity, { origin }), { pageSize: 1 });
      return page.items.length > 0;
    },
  };
}

export type WidgetRepository = ReturnType<typeof createWidgetRepository>;
