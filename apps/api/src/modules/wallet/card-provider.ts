/**
 * Card recharges go through a payment provider. The interface is what a real provider (a card acquirer's hosted
 * page or API) would implement; the built-in one only records the request for an operator to audit, like a bank
 * transfer. A full card number never reaches this server: at most its last four digits.
 */
export interface CardChargeRequest {
  userId: number;
  amount: number;
  cardLast4?: string;
}

export interface CardChargeResult {
  /** The provider's name, stored with the recharge. */
  provider: string;
  /** 'review': an operator confirms the money arrived (status 0 → 1 or 2). */
  outcome: 'review';
}

export interface CardPaymentProvider {
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
}

export const manualReviewProvider: CardPaymentProvider = {
  async charge() {
    return { provider: 'manual-review', outcome: 'review' };
  },
};
