import type { RequestOf } from '@cmp/functions/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../app/services';
import type { Customer } from '../../../../components/business/customer-model';
import type { DetailDialogProps } from '../../../../components/detail-page';
import { FormDialog } from '../../../../components/form-page';
import { type CardShardsDraft, shardsLocked, shardsOf, shardsProblem } from './card-index-model';

const setCardShards = (body: RequestOf<'customer.cardShards'>) => api.call('customer.cardShards', body, { silent: true });

const k = (key: string) => `business.customer.cardIndex.${key}`;

/**
 * The platform spreads an enterprise's card index over 1..max partitions, confirmed first; while the
 * enterprise has cards the dialog explains why the count cannot change and offers no save.
 */
export function CardIndexDialog({ record, close, done }: DetailDialogProps<Customer>) {
  const { t } = useTranslation('business');
  const index = record.cardIndex;
  if (!index) return null;
  const locked = shardsLocked(index);
  const name = record.name || record.channelCustId;
  return (
    <FormDialog<CardShardsDraft, undefined, { shards: number }>
      namespace="business"
      title={t(k('title'), { name })}
      description={locked ? t(k('lockedIntro'), { name, cards: index.cards }) : t(k('intro'), { max: index.max })}
      confirmLabel={t(k('confirm'))}
      initial={() => ({ shards: String(index.shards) })}
      incomplete={() => locked}
      fields={[
        {
          kind: 'text',
          name: 'shards',
          label: k('field'),
          inputMode: 'numeric',
          hint: () => t(k('hint'), { max: index.max }),
          disabled: () => locked,
          testId: 'card-shards-input',
        },
      ]}
      validate={(d) => shardsProblem(d, index.max)}
      confirm={(d) => {
        const shards = shardsOf(d.shards, index.max) ?? 1;
        return {
          title: t(k('confirmTitle'), { name, shards }),
          description: t(k('confirmDescription'), { shards }),
          confirmLabel: t(k('confirm')),
          tone: 'default',
          testId: 'card-shards-confirm',
        };
      }}
      submit={(d) => setCardShards({ channelCustId: record.channelCustId, cardShards: shardsOf(d.shards, index.max) ?? 1 })}
      done={(r) => t(k('done'), { name, shards: r.shards })}
      fallbackField="shards"
      serverField={(f) => (f === 'cardShards' ? 'shards' : undefined)}
      onClose={close}
      onDone={done}
      testId="card-shards-dialog"
    />
  );
}
