import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MODES } from '../modes';
import { CCE } from '../platforms/cce';
import { KUBEADM } from '../platforms/kubeadm';
import { MODE_ACTIONS } from './mode-actions';

describe('how to select a mode, from the platform data', () => {
  it.each(MODES)('%s: the CCE part is CCE’s API snippet, or none where CCE publishes no value', (mode) => {
    const fromData = CCE.snippets.find((s) => s.via === 'api' && s.mode === mode);
    expect(MODE_ACTIONS[mode].select.cce.snippet?.code).toBe(fromData?.code);
  });

  it.each(MODES)('%s: the elsewhere part is the KubeProxyConfiguration kubeadm hands on, with its value', (mode) => {
    const doc = parse(MODE_ACTIONS[mode].select.elsewhere.snippet.code) as { kind: string; mode: string };
    const offer = KUBEADM.modes.find((o) => o.mode === mode)!;
    expect(doc.kind).toBe('KubeProxyConfiguration');
    expect(offer.value).toEqual(expect.objectContaining({ value: doc.mode }));
    const kubeadm = KUBEADM.snippets.find((s) => s.mode === mode)!;
    expect(kubeadm.code.split('---\n')[1]).toBe(
      MODE_ACTIONS[mode].select.elsewhere.snippet.code.split('\n').slice(0, 3).join('\n'),
    );
  });
});
