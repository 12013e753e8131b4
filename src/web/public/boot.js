// Starts the app of a page the server drew (src/server/plugins/spa.ts, withFirstScreen), once the
// browser has painted it: the app's scripts then do not compete with what the page shows (style
// sheet, fonts, images) for a phone's bandwidth. All of them are asked for at once, then the entry.
const boot = document.querySelector('script[data-entry]');

function start() {
  for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
}

if (boot) requestAnimationFrame(() => setTimeout(start, 0));
