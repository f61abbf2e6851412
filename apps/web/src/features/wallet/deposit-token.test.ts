// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositToken, networkLabel } from './deposit-token.ts';

/** On-chain recharge names the token to send on each network. */
describe('the token of a deposit network', () => {
  it('is USDT on a bare chain or token standard', () => {
    expect(depositToken('TRC20')).toEqual({ token: 'USDT', chain: 'TRC20' });
    expect(depositToken(' ERC20 ')).toEqual({ token: 'USDT', chain: 'ERC20' });
  });

  it('is the token named in the network, which leaves the chain', () => {
    expect(depositToken('USDC-ERC20')).toEqual({ token: 'USDC', chain: 'ERC20' });
    expect(depositToken('USDT (TRC20)')).toEqual({ token: 'USDT', chain: 'TRC20' });
    expect(depositToken('Solana usdc')).toEqual({ token: 'USDC', chain: 'Solana' });
    expect(depositToken('DAI')).toEqual({ token: 'DAI', chain: 'DAI' });
  });

  it('does not read a token inside another word', () => {
    expect(depositToken('DAIChain')).toEqual({ token: 'USDT', chain: 'DAIChain' });
  });
});

describe('a network as chips and records show it', () => {
  it('names the token before the chain', () => {
    expect(networkLabel('TRC20')).toBe('USDT · TRC20');
    expect(networkLabel('USDC-ERC20')).toBe('USDC · ERC20');
    expect(networkLabel('DAI')).toBe('DAI');
  });
});
