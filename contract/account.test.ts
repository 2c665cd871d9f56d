import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ZDataExportRequest, ZDeleteAccountRequest } from './account';

describe('account contract', () => {
  it('takes the documented export payload and nothing else', () => {
    expect(ZDataExportRequest.safeParse({ requestType: 'export' }).success).toBe(true);
    const wrong = ZDataExportRequest.safeParse({ requestType: 'delete' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.requestTypeExport);
  });

  it('needs confirm: true as well as the requestType to delete', () => {
    expect(ZDeleteAccountRequest.safeParse({ requestType: 'delete', confirm: true }).success).toBe(true);
    for (const body of [
      { requestType: 'delete' },
      { requestType: 'delete', confirm: 'true' },
      { requestType: 'delete', confirm: false },
    ]) {
      const result = ZDeleteAccountRequest.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.deletionConfirmRequired);
    }
    expect(ZDeleteAccountRequest.safeParse({ requestType: 'export', confirm: true }).success).toBe(false);
  });
});
