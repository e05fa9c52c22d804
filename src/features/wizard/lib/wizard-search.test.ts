import { describe, expect, it } from 'vitest';
import { linkValue, readField } from './field-reading';
import { validateWizardSearch } from './wizard-search';
import { withAnswer, withStep } from './wizard-steps';

describe('wizard search', () => {
  it('keeps raw answers and the step, drops other parameters', () => {
    expect(validateWizardSearch({ version: 'v1.x', step: '3', utm_source: 'mail', kernel: '' })).toEqual({
      version: 'v1.x',
      step: '3',
    });
    expect(validateWizardSearch({ step: 4 })).toEqual({ step: '4' });
  });

  it('sets and clears one answer without touching the rest', () => {
    const s = { platform: 'cce', step: '2' };
    expect(withAnswer(s, 'version', 'v1.31')).toEqual({ platform: 'cce', step: '2', version: 'v1.31' });
    expect(withAnswer({ ...s, version: '1.31' }, 'version', '  ')).toEqual(s);
    expect(withAnswer(s, 'platform', undefined)).toEqual({ step: '2' });
    expect(withStep(s, 5)).toEqual({ platform: 'cce', step: '5' });
  });
});

describe('readField', () => {
  it.each([
    ['version', 'v1.31.4-r0', { state: 'ok', shown: '1.31.4' }],
    ['version', 'v1.31', { state: 'ok', shown: '1.31' }],
    ['version', '1.40', { state: 'ok', shown: '1.40' }],
    ['version', '1.3', { state: 'ok', shown: '1.3' }],
    ['version', '5.10', { state: 'invalid' }],
    ['kernel', '5.10.0-182.0.0.95.r1941_123.hce2.x86_64', { state: 'ok', shown: '5.10.0' }],
    ['kernel', '6.1', { state: 'ok', shown: '6.1.0' }],
    ['kernel', 'linux', { state: 'invalid' }],
    ['nft', 'nftables v1.0.6 (Lester Gooch #5)', { state: 'ok', shown: '1.0.6' }],
    ['nft', 'None', { state: 'none' }],
    ['nft', 'yes', { state: 'invalid' }],
    ['services', '3000', { state: 'ok', shown: '3000' }],
    ['services', '3,000', { state: 'ok', shown: '3000' }],
    ['services', '３０００', { state: 'ok', shown: '3000' }],
    ['services', '1,5', { state: 'invalid' }],
    ['version', 'Server Version: v1.31.2', { state: 'ok', shown: '1.31.2' }],
    ['endpoints', '0', { state: 'invalid' }],
    ['services', '   ', { state: 'empty' }],
  ] as const)('%s %j', (key, text, reading) => {
    expect(readField(key, text)).toEqual(reading);
  });
});

describe('the value a step writes into the link', () => {
  it.each([
    ['services', '3,000', '3000'],
    ['services', '３０００', '3000'],
    ['endpoints', '1.5万', '15000'],
    ['version', 'v1.31.4-r0', 'v1.31.4-r0'],
    ['services', 'lots', 'lots'],
  ] as const)('%s %j → %j', (key, text, value) => expect(linkValue(key, text)).toBe(value));
});
