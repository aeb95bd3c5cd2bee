import { createHash } from 'node:crypto';
import { escapeHtml } from './mail.ts';

/**
 * Starts the web app once the page's opening picture (`img[data-first-paint]`) has loaded, failed, or
 * after 3 s: the picture, the page's largest paint, has the connection to itself first; then the
 * app's entry (`data-app`) and the page's chunks (`data-preload`) follow, at low priority (the page
 * is painted without them). The chunks are announced three at a time, a task each: appending a
 * `modulepreload` link costs the main thread 2-10 ms with the CPU slowed 4x, and the 40-55 of a screen
 * at once were one task of about 200 ms right after the first paint (Lighthouse's total blocking time);
 * six at a time still made tasks of 45-60 ms. Where the picture is there before this runs, the app starts at once. A page
 * painted without a picture (a title and its introduction) starts the app after its first paint (the
 * frame after the first animation frame), or after 1 s (a tab in the background paints no frame).
 */
const SCRIPT = [
  '(function(){var d=document,s=d.currentScript,started=false;',
  'function start(){if(started)return;started=true;',
  "var app=d.createElement('script');app.type='module';app.crossOrigin='';app.fetchPriority='low';app.src=s.dataset.app;",
  'd.head.appendChild(app);',
  "var hrefs=(s.dataset.preload||'').split(' ').filter(Boolean);",
  '(function announce(){hrefs.splice(0,3).forEach(function(href){',
  "var link=d.createElement('link');link.rel='modulepreload';link.fetchPriority='low';link.href=href;d.head.appendChild(link)});",
  'if(hrefs.length)setTimeout(announce,0)})()}',
  "var picture=d.querySelector('img[data-first-paint]');",
  'if(!picture){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}',
  'else if(picture.complete)start();',
  "else{picture.addEventListener('load',start);picture.addEventListener('error',start);setTimeout(start,3000)}})()",
].join('');

/** The Content-Security-Policy source that allows the script (by its SHA-256). */
export const APP_AFTER_PICTURE_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The script element that starts the app at `entry`, then announces `preloads` (paths from the site's root). */
export function appAfterPicture(entry: string, preloads: readonly string[]): string {
  return `<script data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${SCRIPT}</script>`;
}
