/**
 * The first paint comes before any script or stylesheet is fetched (issue 18). vite writes the entry
 * `<script type="module">`, its module preloads and the app's stylesheets (already preloads,
 * vite.config.ts `deferStyles`) into <head>; a phone would then fetch ~200 kB of code while the splash
 * waits, and Lighthouse counts that code before the first paint. Here they move into an inert
 * `<template id="boot-assets">` (server/web.ts adds each route's chunks there too), and a small inline
 * script (the server gives it the response's CSP nonce) moves them into <head> and starts the entry
 * once the splash, with the page's poster, has been painted: after a frame, or after 200 ms in a
 * background tab, where frames do not run.
 */
export const BOOT_LOADER =
  "(()=>{let done=0;const go=()=>{if(done)return;done=1;const t=document.getElementById('boot-assets');" +
  "if(!t)return;const e=t.content.querySelector('[data-entry]');document.head.append(t.content);" +
  "const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e.getAttribute('href');" +
  'document.head.append(s)};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,200)})()';

/** index.html as vite builds it → the same page booting after its first paint. */
export function bootAfterFirstPaint(html: string): string {
  const close = html.indexOf('</head>');
  if (close < 0) throw new Error('bootAfterFirstPaint: index.html has no </head>');
  const assets: string[] = [];
  let entry = '';
  const head = html
    .slice(0, close)
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, (link) => {
      assets.push(link.trim());
      return '';
    });
  if (!entry) throw new Error('bootAfterFirstPaint: no entry <script type="module"> in index.html');
  const template = `<template id="boot-assets">${assets.join('')}<link rel="modulepreload" crossorigin href="${entry}" data-entry></template>`;
  const rest = html.slice(close).replace('</body>', `  <script>${BOOT_LOADER}</script>\n  </body>`);
  return `${head}\n    ${template}\n  ${rest}`;
}
