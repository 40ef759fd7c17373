export const BATCH_MAX_CARDS = 10_000;
export const CHUNK_SIZE = 100;

export type BatchStatus = 'processing' | 'succeeded' | 'failed';

export interface BatchRecord {
  batchId: string;
  channelCustId: string;
  /** Set when a secondary customer started it: only its own cards may be changed. */
  custId: string | null;
  type: 'changeState';
  targetState: number;
  total: number;
  succeeded: number;
  failed: number;
  chunks: number;
  chunksDone: number;
  status: BatchStatus;
  /** Language of the person who started it, for the reasons recorded per card. */
  lang: 'zh-CN' | 'en-US';
  /** Why the whole batch failed (spec §5: mixed operators or states fail all cards). */
  failureReason?: string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
}

export interface CardResult {
  iccid: string;
  status: 'succeeded' | 'failed';
  fromState?: number;
  reason?: string;
}

export interface ChunkDescriptor {
  batchId: string;
  channelCustId: string;
  index: number;
  from: number;
  to: number;
  fromState: number;
  targetState: number;
}
