export const THEME_STORAGE_KEY = 'kpg-theme';

/**
 * Runs in <head> before the first paint, so a stored dark theme never flashes
 * light, and marks the page as scripted (`data-js`) so the phone menu is folded from the
 * first paint instead of collapsing when React hydrates (a layout shift), and marks a URL with a
 * query (`data-query`): only then can the parts that read it differ from the prerendered HTML, so
 * only then do they wait for hydration (awaits-hydration.css). Kept tiny and dependency-free;
 * its hash goes into the CSP.
 */
export const THEME_BOOT_SCRIPT = `var d=document.documentElement;d.dataset.js='';if(location.search)d.dataset.query='';try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}`;
