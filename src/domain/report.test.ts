import { describe, expect, it } from 'vitest';
import { factPath, reportHref } from './report';

describe('fact ids', () => {
  it('name the page and anchor where each fact is shown', () => {
    expect(factPath('row:requirements')).toBe('compare/#requirements');
    expect(factPath('section:ipvs/known-problems')).toBe('modes/ipvs/#known-problems');
    expect(factPath('rule:ipvs-deprecated')).toBe('rules/#ipvs-deprecated');
  });
});

describe('the report link', () => {
  it('fills each placeholder, URL-encoded, as often as the template names it', () => {
    const template = 'https://github.com/o/r/issues/new?title=Fact%20{fact}&body={page}%20({lang})%20{fact}';
    expect(
      reportHref(template, {
        fact: 'section:ipvs/known-problems',
        page: 'https://x.example/en/modes/ipvs/#known-problems',
        lang: 'zh',
      }),
    ).toBe(
      'https://github.com/o/r/issues/new?title=Fact%20section%3Aipvs%2Fknown-problems' +
        '&body=https%3A%2F%2Fx.example%2Fen%2Fmodes%2Fipvs%2F%23known-problems%20(zh)%20section%3Aipvs%2Fknown-problems',
    );
  });

  it('leaves a template without placeholders as it is', () => {
    expect(reportHref('https://forms.example/facts', { fact: 'rule:ipvs-deprecated', page: 'p', lang: 'en' })).toBe(
      'https://forms.example/facts',
    );
  });
});
