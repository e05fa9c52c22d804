import { describe, expect, it } from 'vitest';
import { validateScalingSearch } from './scaling-search';
import { DEFAULT_ENDPOINTS, DEFAULT_SERVICES, parseField, parseScalingSearch, withField } from './scaling-values';

describe('scaling search params', () => {
  it('keeps the text of known params and nothing else', () => {
    expect(validateScalingSearch({ services: '5000', endpoints: '3', other: 'x' })).toEqual({
      services: '5000',
      endpoints: '3',
    });
    expect(validateScalingSearch({ services: '' })).toEqual({});
    // The router spreads the result over the raw search: a repeated parameter must be overwritten.
    const repeated = { endpoints: ['', '0'] };
    expect({ ...repeated, ...validateScalingSearch(repeated) }.endpoints).toBeUndefined();
    expect(validateScalingSearch({ services: 42 })).toEqual({ services: '42' });
    expect(validateScalingSearch({ services: { a: 1 } })).toEqual({});
  });

  it('uses the defaults when absent', () => {
    expect(parseScalingSearch({})).toEqual({
      services: { value: DEFAULT_SERVICES },
      endpoints: { value: DEFAULT_ENDPOINTS },
    });
    expect(parseField('services', '   ')).toEqual({ value: DEFAULT_SERVICES });
  });

  it('accepts whole numbers in range', () => {
    expect(parseField('services', '0')).toEqual({ value: 0 });
    expect(parseField('services', ' 5000 ')).toEqual({ value: 5000 });
    // Typed the way the page prints counts, or with a Chinese input method (the wizard's reader).
    expect(parseField('services', '3,000')).toEqual({ value: 3000 });
    expect(parseField('services', '１万')).toEqual({ value: 10000 });
    expect(parseField('endpoints', '1')).toEqual({ value: 1 });
  });

  it('flags anything else and falls back to the default', () => {
    expect(parseField('services', '1.5')).toEqual({ value: DEFAULT_SERVICES, problem: 'notWhole', raw: '1.5' });
    expect(parseField('services', 'abc')).toMatchObject({ problem: 'notWhole' });
    expect(parseField('services', '1e3')).toMatchObject({ problem: 'notWhole' });
    expect(parseField('services', '-4')).toMatchObject({ problem: 'tooSmall' });
    expect(parseField('endpoints', '0')).toEqual({ value: DEFAULT_ENDPOINTS, problem: 'tooSmall', raw: '0' });
    expect(parseField('services', '1000001')).toMatchObject({ problem: 'tooLarge' });
    expect(parseField('endpoints', '10001')).toMatchObject({ problem: 'tooLarge' });
  });

  it('an emptied field leaves the URL', () => {
    expect(withField({ services: '5', endpoints: '2' }, 'services', '')).toEqual({ endpoints: '2' });
    expect(withField({}, 'endpoints', '7')).toEqual({ endpoints: '7' });
  });
});
