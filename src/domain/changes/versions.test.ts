import { describe, expect, it } from 'vitest';
import { CURRENT_RULESET, RULESET_VERSIONS, linkRuleset, withRuleset } from './versions';

describe('linkRuleset', () => {
  it('reads a link without `rules` as made with the first rule set', () => {
    expect(linkRuleset(undefined)).toEqual({ version: RULESET_VERSIONS[0].version });
  });

  it('reads every known version as itself', () => {
    for (const { version } of RULESET_VERSIONS) expect(linkRuleset(version)).toEqual({ version });
    expect(linkRuleset(` ${CURRENT_RULESET.version} `)).toEqual({ version: CURRENT_RULESET.version });
  });

  it('reads an unknown or future version as the current one, and says which it was', () => {
    for (const raw of ['9.9.9', '1.1', 'latest', ''])
      expect(linkRuleset(raw)).toEqual({ version: CURRENT_RULESET.version, unknown: raw });
  });
});

describe('withRuleset', () => {
  it('adds the current rule set to a link, last, replacing any other', () => {
    expect(withRuleset({ platform: 'cce', rules: '1.0.0' })).toEqual({
      platform: 'cce',
      rules: CURRENT_RULESET.version,
    });
    expect(Object.keys(withRuleset({ platform: 'cce', version: '1.31' }))).toEqual(['platform', 'version', 'rules']);
  });
});
