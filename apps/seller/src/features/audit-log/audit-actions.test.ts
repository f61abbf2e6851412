import { describe, expect, it } from 'vitest';
import { auditActionWord, detailJson } from './audit-actions.ts';

describe('the audit log’s actions', () => {
  it('names the common calls, with or without the API’s prefix and a query', () => {
    expect(auditActionWord('POST /product/save')).toBe('productSave');
    expect(auditActionWord('POST /api/seller/refund/approve')).toBe('refundApprove');
    expect(auditActionWord('post /withdraw?x=1')).toBe('withdraw');
  });

  it('leaves a call it does not know to be shown as logged', () => {
    expect(auditActionWord('POST /campaign/join')).toBeUndefined();
    expect(auditActionWord('')).toBeUndefined();
  });

  it('shows what was sent as indented JSON, nothing when nothing was', () => {
    expect(detailJson({})).toBe('');
    expect(detailJson({ id: 5, pay_password: '***' })).toBe('{\n  "id": 5,\n  "pay_password": "***"\n}');
  });
});
