import { describe, expect, it } from 'vitest';
import { cellSources } from '../migrate/feature-modes';
import { BEHAVIOURS, SERVICE_FIELDS } from './service-behaviours';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { TROUBLESHOOT } from '../troubleshoot/entries';
import { NODE_ROWS } from './beside-node';
import { CONFIG_FIELDS } from './config-fields';

describe('the behaviours per mode', () => {
  it('are each about a Service field or a field of the configuration file', () => {
    const paths = CONFIG_FIELDS.map((f) => f.path);
    for (const r of BEHAVIOURS) {
      if ('setting' in r.concerns) expect(paths, r.id).toContain(r.concerns.setting);
      else expect(r.concerns.service, r.id).toMatch(/^(spec\.|status\.|EndpointSlice )/);
    }
  });

  it('record every Service field kube-proxy reads (serviceport.go), each once', () => {
    const about = BEHAVIOURS.flatMap((r) => ('service' in r.concerns ? [r.concerns.service] : []));
    for (const f of SERVICE_FIELDS)
      expect(
        about.filter((x) => x === f),
        f,
      ).toHaveLength(1);
  });

  it('give every mode a value with its sources, or say that none is published', () => {
    for (const r of BEHAVIOURS)
      for (const m of MODES) {
        const c = r.cells[m];
        if ('value' in c) expect(cellSources(c).length, `${r.id} ${m}`).toBeGreaterThan(0);
        else expect(c.notPublished, `${r.id} ${m}`).not.toBe('');
      }
  });

  it("name a fixed bug's releases as its troubleshooting entry does (one list)", () => {
    const fixed = BEHAVIOURS.flatMap((r) => MODES.flatMap((m) => ('fixed' in r.cells[m] ? [r.cells[m]] : [])));
    expect(fixed.length).toBeGreaterThan(0);
    for (const c of fixed) {
      if (!('fixed' in c) || !c.fixed) throw new Error('no fix');
      const { entry, in: releases } = c.fixed;
      expect(TROUBLESHOOT.find((e) => e.id === entry)?.fixedIn).toBe(releases);
    }
  });
});

describe('beside the node', () => {
  it('cite a source for every mode of every row', () => {
    for (const r of NODE_ROWS)
      for (const m of MODES) {
        expect(r.cells[m].length, `${r.id} ${m}`).toBeGreaterThan(0);
        for (const id of r.cells[m]) expect(SOURCES[id], `${r.id} ${m} ${id}`).toBeDefined();
      }
  });
});
