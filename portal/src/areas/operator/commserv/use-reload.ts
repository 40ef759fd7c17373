import { mutate } from 'swr';

/** Re-reads every cached page of a list path (SWR keys are [path, body]). */
export const reloadList = (path: string) => mutate((key) => Array.isArray(key) && key[0] === path);
