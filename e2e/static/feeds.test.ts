// The change log's Atom feeds, both builds: well formed, stable ids, absolute links to built
// pages and anchors, and named in every app page's <head>.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { CHANGES } from '../../src/domain/changes/changes';
import { SITE } from '../support/builds';
import { LANGS, tr } from '../support/locales';
import { appPages, BUILDS, builtPages, fileFor, type Build } from './site';

interface Link {
  '@_rel': string;
  '@_href': string;
  '@_type'?: string;
}
interface Entry {
  id: string;
  title: string;
  updated: string;
  link: Link[];
  summary: { '#text': string };
}
interface Feed {
  feed: { id: string; title: string; updated: string; link: Link[]; author: { name: string }; entry: Entry[] };
}

const ATOM_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(BUILDS)('the $name build', (build: Build) => {
  const at = (p: string) => `${SITE}${build.base}${p}`;
  /** The built page and anchor an absolute URL names; fails when either is missing. */
  const target = (url: string) => {
    expect(url.startsWith(at('')), url).toBe(true);
    const [pathPart, hash] = url.slice(SITE.length).split('#');
    const file = fileFor(build, pathPart!);
    expect(file, url).toBeDefined();
    const page = builtPages(build).find((p) => p.file === file);
    if (hash) expect(page?.doc.getElementById(hash), url).not.toBeNull();
    return file;
  };

  describe.each(LANGS)('%s', (lang) => {
    const xml = readFileSync(path.join(build.dir, lang, 'changes.xml'), 'utf8');
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => n === 'entry' || n === 'link',
      textNodeName: '#text',
      alwaysCreateTextNode: false,
    }).parse(xml) as Feed;

    it('is well-formed Atom with a stable id, a title, a date, and its page and itself linked', () => {
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(feed.id).toBe(`tag:kube-proxy-mode-guide,2026:changes/${lang}`);
      expect(feed.title).toBe(tr(lang, 'changes', 'feed.title'));
      expect(feed.updated).toMatch(ATOM_DATE);
      expect(feed.author.name).toBe(tr(lang, 'common', 'site.name'));
      const rel = (r: string) => feed.link.find((l) => l['@_rel'] === r)?.['@_href'];
      expect(rel('alternate')).toBe(at(`${lang}/changes/`));
      expect(rel('self')).toBe(at(`${lang}/changes.xml`));
      target(rel('alternate')!);
    });

    it("carries every change, newest first, each with its id, words, date and a link to its full entry on its version's page", () => {
      expect(feed.entry.map((e) => e.id)).toEqual(
        CHANGES.map((c) => `tag:kube-proxy-mode-guide,2026:changes/${lang}/${c.id}`),
      );
      for (const [i, e] of feed.entry.entries()) {
        const c = CHANGES[i]!;
        expect(e.title).toBe(tr(lang, 'changes', `entries.${c.id}.title`));
        expect(e.updated).toBe(`${c.date}T00:00:00Z`);
        expect(e.summary['#text']).toContain(tr(lang, 'changes', `entries.${c.id}.why`));
        const alternate = e.link.find((l) => l['@_rel'] === 'alternate')!['@_href'];
        expect(alternate).toBe(at(`${lang}/changes/${c.version}/#${c.id}`));
        target(alternate);
      }
    });
  });

  it("names its language's feed in every app page's head", () => {
    for (const p of appPages(build)) {
      const link = p.doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]');
      expect(link?.getAttribute('href'), p.path).toBe(at(`${p.lang}/changes.xml`));
      expect(link?.getAttribute('title'), p.path).toBe(tr(p.lang!, 'common', 'meta.changes.feed'));
    }
  });
});
