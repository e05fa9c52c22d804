/**
 * A named platform reads like "another Kubernetes" until one of its own facts applies: for every
 * platform but CCE, the same links (its own questions dropped the same way) give the same decision
 * as `platform=k8s`. Where a platform's fact becomes a rule, its difference is listed here.
 */
import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../answers/answers';
import { PLATFORM_IDS } from '../platforms/model';
import { sampleQueries } from './answer-space';
import { decide } from './engine';

/** Sampled links without their platform: each test sets it. */
const QUERIES = sampleQueries(500, 20261206).map((q) =>
  Object.fromEntries(Object.entries(q).filter(([k]) => k !== 'platform')),
);

describe.each(PLATFORM_IDS.filter((id) => id !== 'cce'))('platform=%s', (id) => {
  it('reads every sampled link as platform=k8s reads it', () => {
    const moved = QUERIES.flatMap((q) => {
      const own = parseAnswers({ ...q, platform: id });
      const k8s = parseAnswers({ ...q, platform: 'k8s' });
      expect(own.notices).toEqual(k8s.notices);
      expect({ ...own.answers, platform: 'k8s' }).toEqual(k8s.answers);
      return JSON.stringify(decide(own.answers)) === JSON.stringify(decide(k8s.answers))
        ? []
        : [new URLSearchParams(q).toString()];
    });
    expect(moved).toEqual([]);
  });
});

describe('platform=cce', () => {
  it('reads its own documents: the same link differs from platform=k8s', () => {
    const differs = QUERIES.filter(
      (q) =>
        JSON.stringify(decide(parseAnswers({ ...q, platform: 'cce' }).answers)) !==
        JSON.stringify(decide(parseAnswers({ ...q, platform: 'k8s' }).answers)),
    );
    expect(differs.length).toBeGreaterThan(QUERIES.length / 10);
  });
});
