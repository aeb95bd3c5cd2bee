import { createHash } from 'node:crypto';
import { escapeHtml } from './mail.ts';

/**
 * Starts the web app once the page's opening picture (`img[data-first-paint]`) has loaded, failed, or
 * after 3 s: the picture, the page's largest paint, has the connection to itself first; then the
 * page's chunks (`data-preload`) and the app's entry (`data-app`) follow, at low priority (the page
 * is painted without them). Where the picture is there before this runs, the app starts at once. A page
 * painted without a picture (a title and its introduction) starts the app after its first paint (the
 * frame after the first animation frame), or after 1 s (a tab in the background paints no frame).
 */
const SCRIPT = [
  '(function(){var d=document,s=d.currentScript,started=false;',
  'function start(){if(started)return;started=true;',
  "(s.dataset.preload||'').split(' ').forEach(function(href){if(!href)return;",
  "var link=d.createElement('link');link.rel='modulepreload';link.fetchPriority='low';link.href=href;d.head.appendChild(link)});",
  "var app=d.createElement('script');app.type='module';app.crossOrigin='';app.fetchPriority='low';app.src=s.dataset.app;",
  'd.head.appendChild(app)}',
  "var picture=d.querySelector('img[data-first-paint]');",
  'if(!picture){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}',
  'else if(picture.complete)start();',
  "else{picture.addEventListener('load',start);picture.addEventListener('error',start);setTimeout(start,3000)}})()",
].join('');

/** The Content-Security-Policy source that allows the script (by its SHA-256). */
export const APP_AFTER_PICTURE_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The script element that starts the app at `entry`, announcing `preloads` first (paths from the site's root). */
export function appAfterPicture(entry: string, preloads: readonly string[]): string {
  return `<script data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${SCRIPT}</script>`;
}
