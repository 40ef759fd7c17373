/** The local SFTP server's host key (sftp-local.ts `newHostKey`): one ssh2 can always read back. */
import { utils } from 'ssh2';
import { describe, expect, it } from 'vitest';
import { newHostKey } from './sftp-local.ts';

describe('local SFTP host key', () => {
  // ssh2's generator makes about 1 unreadable key in 256; 2,000 keys meet several such draws.
  it('is an ed25519 key ssh2 parses, every time', () => {
    for (let i = 0; i < 2000; i++) {
      const parsed = utils.parseKey(newHostKey());
      expect(parsed instanceof Error ? parsed.message : (parsed as { type: string }).type).toBe('ssh-ed25519');
    }
  });
});
