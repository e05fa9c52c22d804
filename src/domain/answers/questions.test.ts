import { PLUGIN_IDS } from '../plugins/model';
import { describe, expect, it } from 'vitest';
import { ROW_IDS } from '../matrix/model';
import { ANSWER_KEYS, CCE_ONLY_KEYS, serializeAnswers } from './answers';
import { QUESTIONS, answerParams, answeredCount, parseStep, readAnswers, stepOf, visibleQuestions } from './questions';

describe('questions', () => {
  it('asks every answer once, in share-link order, each backed by a matrix row', () => {
    expect(QUESTIONS.map((q) => q.key)).toEqual([...ANSWER_KEYS]);
    for (const q of QUESTIONS) expect(ROW_IDS, q.key).toContain(q.row);
    expect(QUESTIONS.filter((q) => q.cceOnly).map((q) => q.key)).toEqual([...CCE_ONLY_KEYS]);
  });

  it('offers the enum values of choice questions', () => {
    const options = Object.fromEntries(QUESTIONS.filter((q) => q.kind === 'choice').map((q) => [q.key, q.options]));
    expect(options).toEqual({
      platform: ['cce', 'eks', 'aks', 'gke', 'tke', 'ack', 'kubeadm', 'k3s', 'rke2', 'kops', 'kubespray', 'k8s'],
      // Every image the guide knows, before a platform narrows them (visibleQuestions).
      os: [
        'euleros-2.5',
        'centos-7.6',
        'ubuntu-18.04',
        'al2023',
        'bottlerocket',
        'al2',
        'ubuntu-22.04',
        'ubuntu-24.04',
        'azure-linux-3',
        'other',
      ],
      lb: ['any', 'rr', 'lc', 'sed', 'sh'],
      kubeProxy: ['host', 'container'],
      dataplane: ['kube-proxy', 'replaced'],
      current: ['nftables', 'iptables', 'ipvs', 'new'],
      // Before a platform narrows them (visibleQuestions).
      plugin: [...PLUGIN_IDS, 'other'],
    });
  });

  it('hides the CCE-only questions on other platforms only', () => {
    // Whether a dataplane replaces kube-proxy only where one can; the mode run today everywhere;
    // the network plugin where the platform names one of the guide's, or lets you install any.
    expect(visibleQuestions(undefined)).toHaveLength(18);
    expect(visibleQuestions('cce')).toHaveLength(17);
    expect(visibleQuestions('gke')).toHaveLength(14);
    expect(visibleQuestions('k8s')).toHaveLength(13);
    expect(visibleQuestions('tke')).toHaveLength(12);
    expect(visibleQuestions('k8s').some((q) => q.cceOnly)).toBe(false);
  });

  it('numbers steps from 1 for the visible questions', () => {
    expect(stepOf('platform', undefined)).toBe(1);
    expect(stepOf('kernel', 'k8s')).toBe(3);
    expect(stepOf('pingClusterIP', 'k8s')).toBe(10);
    expect(stepOf('passThrough', 'cce')).toBe(14);
    expect(stepOf('passThrough', 'k8s')).toBeUndefined();
  });

  it('asks where kube-proxy runs last, so the step numbers of older links still ask the same question', () => {
    expect(stepOf('kubeProxy', 'k8s')).toBe(11);
    expect(stepOf('kubeProxy', 'cce')).toBe(15);
    expect(stepOf('nft', undefined)).toBe(4);
    expect(stepOf('lb', undefined)).toBe(8);
  });

  it('asks the mode run today last of all, on every platform', () => {
    expect(stepOf('current', undefined)).toBe(17);
    expect(stepOf('current', 'gke')).toBe(13);
    expect(stepOf('current', 'k8s')).toBe(12);
    expect(stepOf('dataplane', 'cce')).toBe(16);
  });
});

describe('parseStep', () => {
  it.each([
    [undefined, 14, 1, false],
    ['', 14, 1, false],
    ['3', 14, 3, false],
    [' 7 ', 14, 7, false],
    [5, 14, 5, false],
    ['14', 10, 10, false],
    ['99', 14, 14, false],
    ['0', 14, 1, true],
    ['-2', 14, 1, true],
    ['two', 14, 1, true],
    ['2.5', 14, 1, true],
    ['1e1', 14, 1, true],
  ])('step=%j of %i → %i (invalid: %s)', (raw, count, step, invalid) => {
    expect(parseStep(raw, count)).toEqual({ step, invalid });
  });
});

describe('answerParams', () => {
  it('keeps answer parameters as raw text and drops blanks and other parameters', () => {
    expect(
      answerParams({
        version: 'v1.31.4-r0',
        kernel: '  ',
        services: 3000,
        shortConn: true,
        step: '3',
        utm: 'x',
        lb: ['rr'],
      }),
    ).toEqual({
      version: 'v1.31.4-r0',
      services: '3000',
      shortConn: 'true',
    });
  });

  it('keeps text that does not parse, so it can be shown and corrected', () => {
    expect(answerParams({ version: '1.x', nft: 'yes' })).toEqual({ version: '1.x', nft: 'yes' });
  });
});

describe('readAnswers', () => {
  it('attaches the ignored text to each notice', () => {
    const { answers, notices } = readAnswers({ platform: 'k8s', version: 'v1.x', portRange: 'true' });
    expect(answers).toEqual({ platform: 'k8s' });
    expect(notices).toEqual([
      { kind: 'invalid', param: 'version', raw: 'v1.x' },
      { kind: 'cceOnly', param: 'portRange', raw: 'true' },
    ]);
  });

  it('round-trips with the canonical share parameters', () => {
    const { answers } = readAnswers({
      version: 'v1.40.1-r0',
      kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
      nft: 'v1.0.2',
    });
    expect(serializeAnswers(answers)).toEqual({
      version: '1.40.1',
      kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
      nft: '1.0.2',
    });
  });
});

describe('answeredCount', () => {
  it('counts answers of the visible questions', () => {
    expect(answeredCount({})).toBe(0);
    expect(answeredCount({ platform: 'cce', portRange: true, services: 0 })).toBe(3);
    expect(answeredCount({ platform: 'k8s', portRange: true })).toBe(1);
  });
});
