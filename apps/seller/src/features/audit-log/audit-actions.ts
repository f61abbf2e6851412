/**
 * The seller calls the audit log names most, each with the words it is shown in (`staff:audit.actions.<word>`).
 * A call not listed shows as it was logged ("POST /campaign/join"), so a new call is never hidden.
 */
const ACTION_WORDS = {
  'POST /login': 'signIn',
  'POST /login/second_step': 'signIn',
  'POST /product/save': 'productSave',
  'POST /products/bulk': 'productsBulk',
  'POST /products/import': 'productsImport',
  'POST /voucher/save': 'voucherSave',
  'POST /voucher/end': 'voucherEnd',
  'POST /deal/save': 'dealSave',
  'POST /deal/end': 'dealEnd',
  'POST /order/ship': 'orderShip',
  'POST /orders/ship_import': 'ordersShipImport',
  'POST /order/logistics': 'orderLogistics',
  'POST /refund/approve': 'refundApprove',
  'POST /refund/reject': 'refundReject',
  'POST /refund/received': 'refundReceived',
  'POST /review/reply': 'reviewReply',
  'POST /freight/save': 'freightSave',
  'POST /chat/quick_replies/save': 'quickReplySave',
  'POST /chat/quick_replies/delete': 'quickReplyDelete',
  'POST /shop/save': 'shopSave',
  'POST /withdraw': 'withdraw',
  'POST /payout_account/save': 'payoutAccountSave',
  'POST /payout_account/delete': 'payoutAccountDelete',
  'POST /pay_password': 'payPassword',
  'POST /staff/save': 'staffSave',
  'POST /staff/invite': 'staffInvite',
  'POST /staff/reset_two_factor': 'staffResetTwoFactor',
  'POST /security/password': 'passwordChange',
  'POST /security/two_factor/enable': 'twoFactorOn',
  'POST /security/two_factor/disable': 'twoFactorOff',
  'POST /security/two_factor/recovery_codes': 'recoveryCodes',
  'POST /security/sessions/end': 'sessionEnd',
  'POST /security/sessions/end_others': 'sessionsEndOthers',
} as const;

export type AuditActionWord = (typeof ACTION_WORDS)[keyof typeof ACTION_WORDS];

/** The words of a logged call, if it is a known one; the API's prefix and any query are not part of the name. */
export function auditActionWord(action: string): AuditActionWord | undefined {
  const [method = '', path = ''] = action.trim().split(/\s+/, 2);
  const call = `${method.toUpperCase()} ${path.replace(/^\/api\/seller(?=\/)/, '').replace(/\?.*$/, '')}`;
  return (ACTION_WORDS as Record<string, AuditActionWord>)[call];
}

/** A logged detail as indented JSON; "" when nothing was sent. */
export function detailJson(detail: Record<string, unknown>): string {
  return Object.keys(detail).length === 0 ? '' : JSON.stringify(detail, null, 2);
}
