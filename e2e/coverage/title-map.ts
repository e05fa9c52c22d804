// Where each round-1 end-to-end test lives now (round1-titles.txt is `playwright test --list` as
// it stood before the suite was restructured). A title is matched by the first entry whose `old`
// pattern fits it; `kept` means the same title still exists in the Playwright suite; otherwise
// every pattern in `now` must match at least one current test — a browser test (`e2e`) or a
// check of the built files (`built`, e2e/static). Update this map with the suite.

export interface TitleMapping {
  old: RegExp;
  kept?: true;
  now?: readonly { e2e?: RegExp; built?: RegExp }[];
  /** Why it moved, for the reviewer. */
  why?: string;
}

const L = '(en|zh)';
const PAGE = `/${L}/[a-z/]*`;

export const TITLE_MAP: readonly TitleMapping[] = [
  // The old home of the static page checks: all of it is read from the built HTML now.
  {
    old: new RegExp(`^pages\\.spec\\.ts › ${PAGE} › head: `),
    now: [{ built: /pages\.test\.ts > .* > head: title, description, lang, canonical and hreflang alternates$/ }],
  },
  {
    old: /^pages\.spec\.ts › .* › nav and footer speak the page language$/,
    now: [{ built: /pages\.test\.ts > .* > nav and footer speak the page language$/ }],
  },
  {
    old: /^pages\.spec\.ts › .* › content is fully translated/,
    now: [{ built: /pages\.test\.ts > .* > is fully translated: no raw keys/ }],
  },
  {
    old: /^pages\.spec\.ts › .* › every string of home\.json is on the page$/,
    now: [{ built: /pages\.test\.ts > .* > the overview \((en|zh)\) > shows every string of home\.json$/ }],
  },
  {
    old: /^pages\.spec\.ts › .* › short labels of home\.json render as their own element$/,
    now: [{ built: /pages\.test\.ts > .* > renders the short labels of home\.json as their own element$/ }],
  },
  {
    old: /^smoke\.spec\.ts › overview hydrates without warnings$/,
    now: [{ e2e: /^routes\.spec\.ts › \/en\/: route contract$/ }],
    why: 'duplicate of the route contract',
  },
  {
    old: /^smoke\.spec\.ts › language switch keeps page, params and anchor$/,
    now: [{ e2e: /^language\.spec\.ts › \/(en|zh)\/wizard\/\?platform=cce&services=3000&current=ipvs#top keeps page/ }],
    why: 'duplicate of language.spec',
  },

  // a11y-basics: behaviour stays; ids, levels and overflow moved.
  { old: /^a11y-basics\.spec\.ts › .*the skip link is the first tab stop/, kept: true },
  { old: /^a11y-basics\.spec\.ts › phone layout › (en|zh): the nav hides behind a menu button/, kept: true },
  { old: /^a11y-basics\.spec\.ts › a heading anchor puts its id in the URL/, kept: true },
  {
    old: /^a11y-basics\.spec\.ts › phone layout › \/(en|zh)\/.* does not scroll sideways at 390px$/,
    now: [{ e2e: /^routes\.spec\.ts › \/(en|zh)\/.*: route contract$/ }],
  },
  {
    old: /^a11y-basics\.spec\.ts › .*: heading anchors have the same stable ids in both languages$/,
    now: [
      { built: /pages\.test\.ts > .* > \/\{en,zh\}\/.* > heading anchors have the same stable ids in both languages$/ },
      { built: /pages\.test\.ts > .* > headings: one h1, no skipped levels, anchors with stable ASCII ids$/ },
    ],
  },
  {
    old: /^a11y-basics\.spec\.ts › .*: one h1, and heading levels do not skip$/,
    now: [{ built: /pages\.test\.ts > .* > headings: one h1, no skipped levels/ }],
  },

  // a11y (axe): every state stays; the stored-theme pass repeated the system-theme scans.
  {
    old: /^a11y\.spec\.ts › (en|zh): every page with the theme switch's stored (dark|light) choice/,
    now: [
      { e2e: /^a11y\.spec\.ts › \/(en|zh)\/.* in the light and dark system themes$/ },
      { e2e: /^theme\.spec\.ts › / },
    ],
    why: 'a stored choice sets the same data-theme the system scans cover; theme.spec proves the choice applies',
  },
  {
    old: /^a11y\.spec\.ts › \/(en|zh)\/wizard\/\?step=\d+ \((light|dark)\)/,
    now: [{ e2e: /^a11y\.spec\.ts › \/(en|zh)\/wizard\/ steps \d+–\d+ \((light|dark)\)/ }],
    why: 'each step is still scanned; a few runs per language walk the steps by the step list',
  },
  {
    old: /^a11y\.spec\.ts › phone \(390×844\) › \/(zh\/|en\/wizard\/) with the navigation open, both themes$/,
    now: [
      { e2e: /^a11y\.spec\.ts › phone \(390×844\) › \/(en\/|zh\/scaling\/) with the navigation open, both themes$/ },
    ],
    why: 'the phone menu is one component: one page per language',
  },
  // One page per template in the browser (issue 27): the mode pages share the nftables page's scans;
  // what differs between them (words, ids, headings, links) is read from every built page.
  {
    old: /^a11y\.spec\.ts › \/(en|zh)\/modes\/(iptables|ipvs)\/ in the light and dark system themes$/,
    now: [
      { e2e: /^a11y\.spec\.ts › \/(en|zh)\/modes\/nftables\/ in the light and dark system themes$/ },
      { built: /pages\.test\.ts > .* > (en|zh)\/modes\/ipvs\/ > head: / },
    ],
    why: 'the mode pages are one template',
  },
  {
    old: /^a11y\.spec\.ts › \/(en|zh)\/import\/: the (empty form|.* error \((light|dark)\))$/,
    now: [{ e2e: /^a11y\.spec\.ts › \/(en|zh)\/import\/: the empty form, then each bad input's error$/ }],
    why: 'one page load per language walks every error (12 tests were 12 page loads)',
  },
  { old: /^a11y\.spec\.ts › /, kept: true },

  // base-path: per-page URL checks moved to the sub-path build's files.
  {
    old: /^base-path\.spec\.ts › \/docs\/kube-proxy\/(en|zh)\/.* is styled and every URL stays below the base$/,
    now: [
      { built: /pages\.test\.ts > the 'sub-path' build > .* > every same-site URL stays below the base and resolves/ },
      { e2e: /^base-path\.spec\.ts › client-side navigation stays below the base/ },
    ],
  },
  {
    old: /^base-path\.spec\.ts › the base without JavaScript › shows both language links below the base$/,
    now: [
      { built: /site-files\.test\.ts > the 'sub-path' build > the chooser offers both languages as plain links$/ },
      { e2e: /^no-js\.spec\.ts › \/ stays put and shows both language links/ },
    ],
    why: 'the no-JS root link was checked in three files',
  },
  { old: /^base-path\.spec\.ts › /, kept: true },

  {
    old: /^robustness\.spec\.ts › any query string on \/\{lang\}\/modes\/(iptables|ipvs)\/ renders the page$/,
    now: [
      { e2e: /^robustness\.spec\.ts › any query string on \/\{lang\}\/modes\/nftables\/ renders the page$/ },
      { built: /fuzz-(en|zh)\.test\.ts > .* > \/(en|zh)\/modes\/iptables\/$/ },
    ],
    why: 'the mode pages are one template, which the prerender fuzzing runs on its first page',
  },
  { old: /^(compare|hydration|import|modes|result|robustness|theme)\.spec\.ts › /, kept: true },

  // keyboard: the whole wizard by keyboard ran twice (here and in wizard.spec).
  {
    old: /^keyboard\.spec\.ts › \/(en|zh)\/wizard\/ can be completed by keyboard alone, with focus always visible$/,
    now: [
      { e2e: /^wizard\.spec\.ts › (en|zh): keyboard alone drives the wizard from the first question to the result$/ },
      { e2e: /^keyboard\.spec\.ts › every interactive element of the pages shows a focus indicator/ },
    ],
    why: 'duplicate of wizard.spec; focus visibility is the Tab-through test',
  },
  { old: /^keyboard\.spec\.ts › /, kept: true },

  // language: each page once, the direction alternating.
  {
    old: /^language\.spec\.ts › (en|zh) → (en|zh) › \/(en|zh)\/(.*) keeps page, params and anchor$/,
    now: [{ e2e: /^language\.spec\.ts › \/(en|zh)\/.* keeps page, params and anchor$/ }],
  },
  { old: /^language\.spec\.ts › /, kept: true },

  // navigation: each route opened directly once, the language alternating.
  {
    old: /^navigation\.spec\.ts › \/(en|zh)\/.*: opened directly \(with and without the slash, with its state\) and reloaded$/,
    now: [{ e2e: /^navigation\.spec\.ts › \/(en|zh)\/.*: opened directly/ }],
  },
  { old: /^navigation\.spec\.ts › /, kept: true },

  // no-js: the page text is checked in the built files and kept by hydration (route contract).
  {
    old: /^no-js\.spec\.ts › \/(en|zh)\/.* shows its prerendered h1 and full text$/,
    now: [
      { built: /pages\.test\.ts > .* > reads without JavaScript/ },
      { built: /pages\.test\.ts > .* > is fully translated: no raw keys, no sentences of the other language, the h1/ },
      { e2e: /^routes\.spec\.ts › .*: route contract$/ },
    ],
  },
  {
    old: /^no-js\.spec\.ts › every same-site link of every page resolves/,
    now: [
      { built: /pages\.test\.ts > .* > every same-site URL stays below the base and resolves; every #anchor exists$/ },
    ],
  },
  {
    old: /^no-js\.spec\.ts › \/ shows both language links, and each leads to its language$/,
    now: [{ e2e: /^no-js\.spec\.ts › \/ stays put and shows both language links, and each leads to its language$/ }],
  },
  { old: /^no-js\.spec\.ts › /, kept: true },

  // not-found
  {
    old: /^not-found\.spec\.ts › \/ without JavaScript › stays put and shows both language links$/,
    now: [{ e2e: /^no-js\.spec\.ts › \/ stays put and shows both language links/ }],
    why: 'the no-JS root link was checked in three files',
  },
  {
    old: /^not-found\.spec\.ts › the (language chooser|404 page) references no application script$/,
    now: [{ built: /site-files\.test\.ts > .* > ships no application script and no module preload$/ }],
  },
  { old: /^not-found\.spec\.ts › /, kept: true },

  // scaling: the benchmark's off-origin check joined its run.
  {
    old: /^scaling\.spec\.ts › the benchmark runs to completion with a value for every N$/,
    now: [
      {
        e2e: /^scaling\.spec\.ts › the benchmark runs to completion with a value for every N, asking no other origin$/,
      },
    ],
  },
  { old: /^scaling\.spec\.ts › /, kept: true },

  // security: the policy as built is read from the files; each route's load is its contract.
  {
    old: /^security\.spec\.ts › every prerendered HTML file carries the CSP before any script$/,
    now: [{ built: /site-files\.test\.ts > .* > carries its CSP in <head>, before any script/ }],
  },
  {
    old: /^security\.spec\.ts › \/(en|zh)\/.*: no CSP violation, no request off-site$/,
    now: [{ e2e: /^routes\.spec\.ts › \/(en|zh)\/.*: route contract$/ }],
  },
  {
    old: /^security\.spec\.ts › the scaling page's benchmark: nothing leaves the origin$/,
    now: [
      {
        e2e: /^scaling\.spec\.ts › the benchmark runs to completion with a value for every N, asking no other origin$/,
      },
    ],
  },
  { old: /^security\.spec\.ts › /, kept: true },

  { old: /^wizard\.spec\.ts › /, kept: true },
];
