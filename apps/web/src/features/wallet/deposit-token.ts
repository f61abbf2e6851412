/**
 * The token a deposit network takes. The wallet settings list networks by name only ({ network, address,
 * min_amount }), and the balance is in dollars credited one for one, so every network is a dollar stablecoin's.
 * A network named with its token ("USDC-ERC20", "USDC (Solana)") says which; a bare chain or token standard
 * ("TRC20", "ERC20", "BEP20") is the USDT one, the token those standards carry for deposits. The shopper is told
 * "Send USDT on TRC20" instead of a bare "$".
 */
const STABLECOINS = ['USDT', 'USDC', 'FDUSD', 'PYUSD', 'TUSD', 'USDE', 'DAI'] as const;

export const DEFAULT_DEPOSIT_TOKEN = 'USDT';

export interface DepositToken {
  /** The token to send, e.g. "USDT". */
  token: string;
  /** The chain or standard it travels on, without the token: "TRC20". */
  chain: string;
}

/** Splits a network setting's name into the token to send and the chain it travels on. */
export function depositToken(network: string): DepositToken {
  const name = network.trim();
  for (const token of STABLECOINS) {
    const match = new RegExp(`(^|[^A-Z0-9])${token}(?=$|[^A-Z0-9])`, 'i').exec(name);
    if (!match) continue;
    const chain = (name.slice(0, match.index + match[1]!.length) + name.slice(match.index + match[0].length))
      .replace(/[()[\]]/g, ' ')
      .replace(/^[\s\-_/·:]+|[\s\-_/·:]+$/g, '')
      .replace(/\s+/g, ' ');
    return { token, chain: chain || name };
  }
  return { token: DEFAULT_DEPOSIT_TOKEN, chain: name };
}

/** A network as the shopper reads it on chips and records: "USDT · TRC20". */
export function networkLabel(network: string): string {
  const { token, chain } = depositToken(network);
  return chain === token ? token : `${token} · ${chain}`;
}
