import { jsonForScript } from './escape';

/**
 * The source of the one inline script that loads the page's scripts once its server HTML has been
 * painted (components/layout/PaintFirstHead.tsx). After DOMContentLoaded it waits for the browser's
 * first contentful paint (a `paint` PerformanceObserver; where there is none, a frame) and a task,
 * then adds the scripts in their order (async=false keeps it). A phone on a slow network thus
 * spends its bandwidth on the stylesheets and the largest image first, and the first paint never
 * waits for script evaluation. A frame alone was not enough: Chromium may run it and still paint
 * the page only after the scripts had loaded. A hidden tab (no paint) loads them at once; a paint
 * that never comes is waited for 1 s at most.
 */
export function scriptsAfterPaintSource(srcs: readonly string[]): string {
  return (
    '(function(s){var d=document,w=window,go=0;' +
    'function add(){if(go)return;go=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=false;d.head.appendChild(e)}}' +
    'function afterTask(){setTimeout(add,0)}' +
    'function onPaint(){var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return 0;' +
    'try{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();afterTask()}}).observe({type:"paint",buffered:true});return 1}catch(x){return 0}}' +
    'function painted(){if(d.visibilityState==="hidden")return add();setTimeout(add,1000);if(!onPaint())requestAnimationFrame(afterTask)}' +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",painted):painted()' +
    `})(${jsonForScript(srcs)})`
  );
}
