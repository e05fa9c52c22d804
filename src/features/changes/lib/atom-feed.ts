import { CHANGES } from '../../../domain/changes/changes';

/** The words a feed needs, in its language. */
export interface FeedWords {
  title: string;
  subtitle: string;
  author: string;
  /** An entry's words by key: `entries.<id>.title`, `.what`, `.why`. */
  entry: (key: string) => string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A day as an Atom date-time (midnight UTC). */
const stamp = (day: string) => `${day}T00:00:00Z`;

/**
 * The change log as an Atom feed in one language. `pageUrl` gives the absolute URL of a path
 * below the language ('changes/', 'changes.xml'). Ids are tag URIs: they stay the same wherever
 * the guide is hosted.
 */
export function atomFeed(lang: string, pageUrl: (path: string) => string, words: FeedWords): string {
  const idOf = (rest: string) => `tag:kube-proxy-mode-guide,2026:changes/${lang}${rest}`;
  const updated = CHANGES.reduce((max, c) => (c.date > max ? c.date : max), '');
  const entries = CHANGES.map((c) =>
    [
      '  <entry>',
      `    <id>${idOf(`/${c.id}`)}</id>`,
      `    <title>${esc(words.entry(`entries.${c.id}.title`))}</title>`,
      `    <updated>${stamp(c.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${esc(pageUrl(`changes/${c.version}/#${c.id}`))}"/>`,
      `    <category term="${c.version}"/>`,
      `    <summary type="text">${esc(`${words.entry(`entries.${c.id}.what`)} ${words.entry(`entries.${c.id}.why`)}`)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`,
    `  <id>${idOf('')}</id>`,
    `  <title>${esc(words.title)}</title>`,
    `  <subtitle>${esc(words.subtitle)}</subtitle>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <link rel="alternate" type="text/html" href="${esc(pageUrl('changes/'))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${esc(pageUrl('changes.xml'))}"/>`,
    `  <author><name>${esc(words.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
