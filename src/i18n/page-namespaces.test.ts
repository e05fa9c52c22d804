import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { pageNamespaces } from './page-namespaces';

describe('pageNamespaces', () => {
  it("gives a known page 'common' plus its own namespaces", () => {
    expect(pageNamespaces('/$lang/compare')).toEqual(['common', 'compare']);
    expect(pageNamespaces('/$lang/result')).toEqual(['common', 'result', 'rules', 'modes']);
  });
  it('gives an unknown page every namespace', () => {
    expect(pageNamespaces(undefined)).toEqual(NAMESPACES);
    expect(pageNamespaces('/$lang/not-declared')).toEqual(NAMESPACES);
  });
});
