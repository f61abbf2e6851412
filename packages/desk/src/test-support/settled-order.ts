/** One settled order's income as both desks' settlement reports receive it (order 202603010042, 10% commission). */
export const settledOrderIncome = {
  order_id: 42,
  order_no: '202603010042',
  goods: '40.00',
  freight: '4.99',
  shop_discount: '0.00',
  refunded: '10.00',
  base: '34.99',
  rate: '0.1',
  commission: '3.50',
  net: '31.49',
};

/** Its income cells in English, from goods to net: goods, freight, refunded, base, rate, commission, net. */
export const settledOrderIncomeCells = ['$40.00', '$4.99', '−$10.00', '$34.99', '10%', '−$3.50', '$31.49'];
