import { describe, expect, it } from 'vitest';
import { bodyOf, contentChoiceOf, contentsOf, draftOf, isHost, isPort, isRemoteDir, serverLine } from './data-push-model';

const task = {
  taskId: 'P0123456789AB',
  channelCustId: 'C1001',
  enterpriseName: 'Acme',
  name: 'Daily',
  host: 'sftp.example.com',
  port: 2222,
  account: 'acme',
  password: '********',
  path: '/upload',
  fileType: 'xlsx' as const,
  contents: ['cards' as const],
  hour: 7,
  enabled: true,
  lang: 'en-US' as const,
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'acme',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'acme',
};

describe('data-push dialog model', () => {
  it('starts a new task on port 22, both files, CSV, 06:00; an edited one without its password', () => {
    expect(draftOf(null)).toMatchObject({ port: '22', contents: 'both', fileType: 'csv', hour: 6, password: '' });
    expect(draftOf(task)).toMatchObject({
      name: 'Daily',
      port: '2222',
      contents: 'cards',
      fileType: 'xlsx',
      hour: 7,
      password: '',
    });
  });

  it('sends the password only when one is typed, and the files as a list', () => {
    const d = { ...draftOf(task), name: ' Daily ' };
    expect(bodyOf(d)).toEqual({
      name: 'Daily',
      host: 'sftp.example.com',
      port: 2222,
      account: 'acme',
      path: '/upload',
      fileType: 'xlsx',
      contents: ['cards'],
      hour: 7,
    });
    expect(bodyOf({ ...d, password: 'pw' })).toMatchObject({ password: 'pw' });
    expect(contentsOf('both')).toEqual(['cards', 'usage']);
    expect(contentChoiceOf(['cards', 'usage'])).toBe('both');
  });

  it('checks host, port and directory as the server does', () => {
    expect(isHost('203.0.113.9')).toBe(true);
    expect(isHost('10.0.0.300')).toBe(false);
    expect(isHost('sftp.example.com')).toBe(true);
    expect(isPort('22')).toBe(true);
    expect(isPort('0')).toBe(false);
    expect(isPort('65536')).toBe(false);
    expect(isRemoteDir('/upload/cmp')).toBe(true);
    expect(isRemoteDir('upload')).toBe(false);
    expect(isRemoteDir('/a/../b')).toBe(false);
    expect(serverLine(task)).toBe('acme@sftp.example.com:2222/upload');
  });
});
