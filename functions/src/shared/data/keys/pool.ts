import { partitionKeys } from './partitions.ts';
import { skPrefix } from './parts.ts';

/** Data pools: the pools, their cards, blocks and pool change operations. */
export const poolKeys = {
  /** A data pool of an enterprise; the enterprise's pools are one Query. */
  pool: (channelCustId: string, poolId: string) => ({ pk: `CUST#${channelCustId}#POOLS`, sk: `${skPrefix.pool}${poolId}` }),
  /** A card in a pool (with the quota it brought): the members of a pool are one Query. */
  poolCard: (channelCustId: string, poolId: string, iccid: string) => ({
    pk: partitionKeys.poolCards(channelCustId, poolId),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** One block or unblock of a pool (listed newest first). */
  poolBlock: (channelCustId: string, poolId: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#POOLBLOCK#${poolId}`,
    sk: `${at}#${id}`,
  }),
  /** A pool change operation of an enterprise; batch ids sort by time, so the list is one Query. */
  poolChange: (channelCustId: string, batchId: string) => ({
    pk: `CUST#${channelCustId}#POOLCHANGES`,
    sk: `${skPrefix.poolChange}${batchId}`,
  }),
  /** One card a pool change could not change, with the reason (the fail log). */
  poolChangeFailure: (channelCustId: string, batchId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#POOLCHANGE#${batchId}`,
    sk: `FAIL#${iccid}`,
  }),
} as const;
